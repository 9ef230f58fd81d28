// Issue 50 "No widget task over 50 ms": the loader runs the bundle's chunks (React and react-dom)
// in a task before the entry's own modules, so their evaluation is two tasks, not one. Seen from
// the page: react-dom reads React DevTools' global hook while it is evaluated, and the entry
// reads `scheduler` (yieldToHost) while it is; a microtask queued at the first runs before the
// second only when the module evaluation ended between them (a module graph evaluated in one
// task runs its microtasks once, after the whole graph).
import { expect, test } from 'vitest';
import { demoAt } from './demoAt.ts';
import { PHONE } from './harness.ts';
import { widget } from './support.ts';

const NOW = Date.UTC(2026, 10, 23, 9, 0);
const demo = demoAt(NOW);

/** Installed before the page's scripts: what ran, in order. */
function watchEvaluation() {
  const seen: string[] = [];
  (window as unknown as { seen: string[] }).seen = seen;
  const note = (name: string, value?: unknown) => ({
    configurable: true,
    get() {
      if (!seen.includes(name)) {
        seen.push(name);
        queueMicrotask(() => seen.push(`${name} task's microtasks`));
      }
      return value;
    },
  });
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', note('react-dom'));
  Object.defineProperty(
    window,
    'scheduler',
    note('entry', (window as unknown as { scheduler?: unknown }).scheduler),
  );
}

test('issue 50: react-dom is evaluated in a task before the entry, and the widget starts', async () => {
  const page = await demo.harness.newPage(PHONE, { fixedTime: NOW });
  await page.addInitScript(watchEvaluation);
  await page.goto('/site/inline.html');
  // React's step in place of the first paint: the widget started.
  await widget(page).getByRole('button', { name: '2 guests', exact: true }).waitFor();
  await expect.poll(() => widget(page).locator('[data-first-paint]').count()).toBe(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen))
    .toEqual(expect.arrayContaining(['entry']));
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.slice(0, 3)).toEqual(['react-dom', "react-dom task's microtasks", 'entry']);
});

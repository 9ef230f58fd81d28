import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

// [house] Lifecycle in Chromium: a widget removed for good leaves no listener and no growing
// heap behind; a widget moved in the DOM keeps the guest's place.
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const GRACE_MS = 1000;

async function windowListeners(cdp: CDPSession): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId!,
  });
  return listeners.length;
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

async function mountAndRemove(page: Page, times: number) {
  for (let i = 0; i < times; i += 1) {
    await page.evaluate(async () => {
      const element = document.createElement('booking-widget');
      element.setAttribute('system', 'se_demo');
      element.setAttribute('unit', '1');
      document.body.appendChild(element);
      // Long enough for the first screen to render, then the element goes for good.
      await new Promise((resolve) => setTimeout(resolve, 30));
      element.remove();
    });
  }
  // The page's clock jumps past the grace period, firing every timer due by then.
  await page.clock.fastForward(GRACE_MS + 300);
}

describe('element lifecycle ([house])', () => {
  it('50 mount and unmount cycles grow neither the window listeners nor the heap', async () => {
    const page = await harness.newPage();
    // A fake clock that runs like the real one, so the tests can jump over the grace period.
    await page.clock.install();
    await page.goto('/site/tag.html');
    await page.waitForFunction(() => customElements.get('booking-widget'));
    // The page's own widget goes first, so only the cycles below are counted.
    await page.evaluate(() =>
      document.querySelectorAll('booking-widget').forEach((e) => e.remove()),
    );
    const cdp = await page.context().newCDPSession(page);
    // A warm-up round loads every chunk and locale once; those stay cached by design. Twenty
    // rounds, not five: V8's compiled code and type feedback keep growing for the first rounds
    // (measured: +1.07 MB over 50 cycles after 5, +1.54 MB over 150, so mostly a one-time cost;
    // under CI load the 50 read 1.58 MB once).
    await mountAndRemove(page, 20);
    const listenersBefore = await windowListeners(cdp);
    const heapBefore = await heapAfterGc(cdp);
    await mountAndRemove(page, 50);
    const listenersAfter = await windowListeners(cdp);
    const heapAfter = await heapAfterGc(cdp);
    console.log(
      `lifecycle: window listeners ${listenersBefore} → ${listenersAfter}, heap ${(heapBefore / 1e6).toFixed(2)} MB → ${(heapAfter / 1e6).toFixed(2)} MB after 50 cycles`,
    );
    // A leak adds a listener per cycle (50 here); one that a warm-up call still held when the
    // first count was taken may be gone by the second (seen once under CI load: 16 → 13).
    expect(listenersAfter).toBeLessThanOrEqual(listenersBefore);
    // 50 leaked instances (store, cache, i18n, React tree) would cost several MB.
    expect(heapAfter - heapBefore).toBeLessThan(1_500_000);
  });

  it('a widget moved in the DOM keeps the step the guest reached', async () => {
    const page = await harness.newPage();
    await page.clock.install();
    await page.goto('/site/tag.html');
    await page.evaluate(() => {
      document.querySelector('booking-widget')!.remove();
      const element = document.createElement('booking-widget');
      for (const [name, value] of [
        ['system', 'se_demo'],
        ['unit', '1'],
        ['lang', 'en'],
      ]) {
        element.setAttribute(name!, value!);
      }
      document.body.appendChild(element);
    });
    await page.getByRole('button', { name: '2 guests', exact: true }).click();
    await page.getByRole('button', { name: '0 children' }).waitFor();
    await page.evaluate(() => {
      const box = document.createElement('div');
      document.body.prepend(box);
      box.appendChild(document.querySelector('booking-widget')!);
    });
    await page.clock.fastForward(GRACE_MS + 300);
    await expect(page.getByRole('button', { name: '0 children' }).isVisible()).resolves.toBe(true);
    expect(await page.locator('booking-widget').count()).toBe(1);
  });

  // Found by the isolation suite: put back after its grace period, the element came back bare.
  it.each([
    ['moved at once', 0],
    ['put back after the grace period', GRACE_MS + 300],
  ])('a widget %s is styled as before', async (_name, away) => {
    const page = await harness.newPage();
    await page.clock.install();
    await page.goto('/site/tag.html');
    const button = page.getByRole('button', { name: '2 guests', exact: true });
    await button.waitFor();
    // React's own step, not the first paint drawn before it (issue 16), which React replaces.
    await expect.poll(() => page.locator('booking-widget div[data-first-paint]').count()).toBe(0);
    const look = () =>
      button.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.borderRadius, style.minHeight, style.fontWeight, style.borderStyle].join(' ');
      });
    const before = await look();
    expect(before).not.toBe(
      await page.evaluate(() => {
        const plain = document.createElement('button');
        document.body.append(plain);
        const style = getComputedStyle(plain);
        const text = [
          style.borderRadius,
          style.minHeight,
          style.fontWeight,
          style.borderStyle,
        ].join(' ');
        plain.remove();
        return text;
      }),
    );
    const element = await page.evaluateHandle(() => document.querySelector('booking-widget')!);
    const parent = await element.evaluateHandle((el) => el.parentNode!);
    await element.evaluate((el) => el.remove());
    if (away > 0) await page.clock.fastForward(away);
    await parent.evaluate((p, el) => p.appendChild(el), element);
    await button.waitFor();
    await expect.poll(look).toBe(before);
  });
});

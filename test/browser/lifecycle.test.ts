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

// DISPOSE_GRACE_MS in widget/element/defineBookingWidget.ts.
const GRACE_MS = 1000;

async function listenersOn(cdp: CDPSession, target: 'window' | 'document'): Promise<string[]> {
  const { result } = await cdp.send('Runtime.evaluate', { expression: target });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId!,
  });
  return listeners.map((listener) => listener.type).sort();
}

async function windowListeners(cdp: CDPSession): Promise<number> {
  return (await listenersOn(cdp, 'window')).length;
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** How many objects the heap holds with `prototype` in their chain (queryObjects collects first). */
async function instancesOf(cdp: CDPSession, prototype: string): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression: prototype });
  const { objects } = await cdp.send('Runtime.queryObjects', {
    prototypeObjectId: result.objectId!,
  });
  const { result: length } = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId!,
    functionDeclaration: 'function () { return this.length; }',
    returnByValue: true,
  });
  await cdp.send('Runtime.releaseObject', { objectId: objects.objectId! });
  return length.value as number;
}

const retainedWidgets = (cdp: CDPSession) =>
  instancesOf(cdp, "customElements.get('booking-widget').prototype");

/**
 * An init script: counts what the page holds live, wrapping the platform's functions before any
 * script of the page runs. A timer is live until it fires or is cleared (an interval until
 * cleared), an observer from its first `observe` to its `disconnect`.
 */
function countLiveResources() {
  const timers = new Set<string>();
  const observers = new Set<object>();
  const live = window as unknown as { __live: () => { timers: number; observers: number } };
  live.__live = () => ({ timers: timers.size, observers: observers.size });
  const w = window as unknown as Record<string, (...args: unknown[]) => unknown>;
  const pairs = [
    ['setTimeout', 'clearTimeout'],
    ['setInterval', 'clearInterval'],
    ['requestAnimationFrame', 'cancelAnimationFrame'],
    ['requestIdleCallback', 'cancelIdleCallback'],
  ] as const;
  for (const [start, stop] of pairs) {
    const original = w[start];
    const cancel = w[stop];
    if (!original || !cancel) continue;
    const once = start !== 'setInterval';
    w[start] = (callback: unknown, ...rest: unknown[]) => {
      if (typeof callback !== 'function') return original(callback, ...rest);
      const id = original(
        (...args: unknown[]) => {
          if (once) timers.delete(`${start}${String(id)}`);
          return (callback as (...a: unknown[]) => unknown)(...args);
        },
        ...rest,
      );
      timers.add(`${start}${String(id)}`);
      return id;
    };
    w[stop] = (id: unknown) => {
      timers.delete(`${start}${String(id)}`);
      return cancel(id);
    };
  }
  const kinds = [
    'MutationObserver',
    'ResizeObserver',
    'IntersectionObserver',
    'PerformanceObserver',
  ];
  for (const kind of kinds) {
    const proto = (window as unknown as Record<string, { prototype: Record<string, unknown> }>)[
      kind
    ]?.prototype;
    if (!proto) continue;
    const observe = proto.observe as (this: object, ...args: unknown[]) => void;
    const disconnect = proto.disconnect as (this: object) => void;
    proto.observe = function (this: object, ...args: unknown[]) {
      observers.add(this);
      return observe.apply(this, args);
    };
    proto.disconnect = function (this: object) {
      observers.delete(this);
      return disconnect.call(this);
    };
  }
}

/** What the page holds, after a GC. */
async function reading(page: Page, cdp: CDPSession) {
  const heap = await heapAfterGc(cdp);
  const { timers, observers } = await page.evaluate(() =>
    (window as unknown as { __live: () => { timers: number; observers: number } }).__live(),
  );
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return {
    // Each must stay as it was.
    counts: {
      windowListeners: await listenersOn(cdp, 'window'),
      documentListeners: await listenersOn(cdp, 'document'),
      // Every listener in the page, on detached nodes and shadow roots too.
      jsEventListeners,
      timers,
      observers,
      styles: await page.evaluate(
        () =>
          document.head.querySelectorAll('style, link[rel="stylesheet"]').length +
          document.adoptedStyleSheets.length,
      ),
    },
    nodes,
    elements: await instancesOf(cdp, 'HTMLElement.prototype'),
    widgets: await retainedWidgets(cdp),
    heap,
  };
}

/**
 * Two readings a grace apart: a tree whose last task was still queued at the first (seen: one
 * widget's 40 elements, or 30 nodes, now and then) counts with the lower of the two.
 */
async function held(page: Page, cdp: CDPSession) {
  const first = await reading(page, cdp);
  await page.clock.fastForward(GRACE_MS);
  const second = await reading(page, cdp);
  return {
    ...second,
    nodes: Math.min(first.nodes, second.nodes),
    elements: Math.min(first.elements, second.elements),
  };
}

/**
 * A single-page app's route change, `times` over: a fresh element is added, React draws its
 * first step (the first paint gone), the element is removed and its dispose grace passes.
 */
async function routeChanges(page: Page, times: number) {
  const step = page.getByRole('button', { name: '2 guests', exact: true });
  const firstPaint = page.locator('booking-widget div[data-first-paint]');
  for (let i = 0; i < times; i += 1) {
    await page.evaluate(() => {
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
    await step.waitFor();
    await firstPaint.waitFor({ state: 'detached' });
    await page.evaluate(() => document.querySelector('booking-widget')!.remove());
    await page.clock.fastForward(GRACE_MS + 100);
  }
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

/**
 * The demo's tag page on a fake clock that runs like the real one (the tests jump over the
 * dispose grace), with the bundle defined and the page's own widget removed, so only the cycles
 * a test makes are counted; `init` runs before the page's scripts.
 */
async function emptyPage(init?: () => void) {
  const page = await harness.newPage();
  await page.clock.install();
  if (init) await page.addInitScript(init);
  await page.goto('/site/tag.html');
  await page.waitForFunction(() => customElements.get('booking-widget'));
  await page.evaluate(() => document.querySelectorAll('booking-widget').forEach((e) => e.remove()));
  return { page, cdp: await page.context().newCDPSession(page) };
}

describe('element lifecycle ([house])', () => {
  // Issue 50, a single-page app: nothing per element may stay. Measured (Chromium, after 20
  // warm-up cycles): every count below unchanged, the heap +0.21 to 0.29 MB after 100 cycles
  // and +0.44 to 0.46 MB after 300; heap snapshots of 100 against 300 show no JS object more,
  // only compiled code, the browser's resource-timing entries (at most 250) and DevTools'
  // network buffer. What stays once per page: React DOM's `selectionchange` on the document,
  // the loader's `click` for `[data-booking-widget-open]` and React DOM's last root (one
  // element). Controls, each failing here: 100 elements kept by the page (100 widgets), 100
  // instances kept (+2.4 MB), a window listener or an interval per element (100 widgets).
  it('100 route changes of a single-page app leave nothing behind per element', async () => {
    const { page, cdp } = await emptyPage(countLiveResources);
    // Every chunk and locale loads once, and V8 compiles the hot code (see the 50 cycles below).
    await routeChanges(page, 20);
    const before = await held(page, cdp);
    await routeChanges(page, 100);
    const after = await held(page, cdp);
    console.log(`lifecycle, 100 route changes: ${JSON.stringify({ before, after })}`);
    expect(after.widgets).toBeLessThanOrEqual(1);
    expect(after.counts).toEqual(before.counts);
    // One widget's tree (about 40 elements) may still be held by React DOM's last root, or not yet
    // be collected; 100 elements kept would be 100 shadow roots and elements at least.
    expect(after.elements - before.elements).toBeLessThan(50);
    expect(after.nodes - before.nodes).toBeLessThan(100);
    // 100 leaked instances cost 2.4 MB, 100 bare elements 1 MB (measured, see above).
    expect(after.heap - before.heap).toBeLessThan(700_000);
  });

  it('50 mount and unmount cycles grow neither the window listeners nor the heap', async () => {
    const { page, cdp } = await emptyPage();
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
    // Removed during its start too, no element stays per cycle. React DOM's last root may hold
    // one, and the last element removed while its first render (a transition, issue 50) was
    // still pending may be held by React's scheduler until its next work: 2 after 50 cycles,
    // 1 after 120, never growing with the cycles. The page's own, removed before React's step,
    // was held by its first paint's listeners (issue 50).
    expect(await retainedWidgets(cdp)).toBeLessThanOrEqual(2);
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
    // Polled: put back, the element draws again in a later task; a step lost would show the
    // party sizes instead, and the poll would time out.
    await expect
      .poll(() => page.getByRole('button', { name: '0 children' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: '2 guests', exact: true }).count()).toBe(0);
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

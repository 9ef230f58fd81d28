import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESERVED_HEIGHT, hostPage } from '../../scripts/benchHost.ts';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { venueHost } from './venueHost.ts';

// Issue 50, "The host's numbers": CLS stays 0 with the widget at the top of the venue's page,
// its first paint's height included, when the venue gives the widget's place the height the
// README asks for ("Keep the venue's page still"). The venue's page is the host-page bench's
// (scripts/benchHost.ts). Chromium alone reports layout shifts (the Layout Instability API).

// Tuesday 1 December 2026, 08:00 in Stockholm.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

/** The README's other form: the element itself reserves the height. */
const elementPage = (widget: string) =>
  hostPage(widget, 'none', 'top').replace(
    '<main>',
    `<main><booking-widget system="se_demo" unit="1" lang="en" style="display:block;min-height:${RESERVED_HEIGHT}"></booking-widget>
<script async src="${widget}/loader.js"></script>`,
  );

const host = venueHost((url) => {
  const widget = demo.harness.server.url;
  const [, mode, placement] = /^\/(inline|iframe)-(top|bare)$/.exec(url.pathname) ?? [];
  if (url.pathname === '/element') return elementPage(widget);
  return mode ? hostPage(widget, mode as 'inline', placement as 'top') : undefined;
});

/** Watches the page's layout shifts without recent input from before its first script. */
const WATCH = `window.__shifts = [];
new PerformanceObserver((list) => list.getEntries().forEach((e) => { if (!e.hadRecentInput) window.__shifts.push(e.value); }))
  .observe({ type: 'layout-shift', buffered: true });
window.__loaded = false;
document.addEventListener('booking-widget:loaded', () => { window.__loaded = true; });`;

/** The page's CLS once the widget's first step is up and the page is quiet. */
async function shiftsOf(path: string, size: { width: number; height: number }): Promise<number> {
  const page: Page = await demo.harness.newPage(size, { fixedTime: NOW, fresh: true });
  await page.addInitScript(WATCH);
  await page.goto(`${host.url}${path}`);
  await page.waitForFunction(() => (window as unknown as { __loaded: boolean }).__loaded, null, {
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');
  // Two frames: a last height from the frame is laid out and reported.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  await page.context().close();
  return shifts.reduce((sum, value) => sum + value, 0);
}

describe('issue 50: no layout shift on the venue’s page while the widget starts', () => {
  it.each([
    ['inline, the loader tag in the reserving box', 'phone', '/inline-top', PHONE],
    ['inline, the loader tag in the reserving box', 'desktop', '/inline-top', DESKTOP],
    ['the element with its height reserved', 'phone', '/element', PHONE],
    ['iframe, the loader tag in the reserving box', 'phone', '/iframe-top', PHONE],
    ['iframe, the loader tag in the reserving box', 'desktop', '/iframe-top', DESKTOP],
  ])('%s, %s: CLS 0 at the top of the page', async (_name, _width, path, size) => {
    expect(await shiftsOf(path, size)).toBe(0);
  });

  it.each([
    ['inline', '/inline-bare'],
    ['iframe', '/iframe-bare'],
  ])(
    '%s without the box: the first step pushes the venue’s text down (what the box is for)',
    async (_name, path) => {
      expect(await shiftsOf(path, PHONE)).toBeGreaterThan(0.1);
    },
  );
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { control } from './support.ts';
import { venueHost } from './venueHost.ts';

// Issue 49: the host hears every failure that ends in an error page (doc 1 §8, doc 2 §8), and a
// framed error page sizes its frame. The venue's page is on another origin, as a venue pastes
// the widget. Tuesday 1 December 2026, 08:00 in Stockholm.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

/** The venue's page: the loader in `mode`; it records every widget event it hears. */
function hostPage(widget: string, mode: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Venue</title>
<script>window.heard=[];['loaded','error','height'].forEach(function(n){document.addEventListener('booking-widget:'+n,function(e){heard.push([n,e.detail,e.target.tagName])})});</script>
</head><body style="margin:0"><main style="padding:16px"><h1>Venue</h1>
<script async src="${widget}/loader.js" data-system="se_demo" data-unit="1" data-lang="en" data-mode="${mode}"></script>
</main></body></html>`;
}

const host = venueHost((url) => hostPage(demo.harness.server.url, url.pathname.slice(1)));

type Heard = [string, unknown, string];
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);
const errorsHeard = async (page: Page) => (await heard(page)).filter(([name]) => name === 'error');

const FAULTS = [
  [
    'the settings answer 500',
    { status: 500, body: { code: 0, message: 'Injected' } },
    { reason: 'settings', page: 'brokenLink', fullPage: null },
  ],
  [
    'the settings answer malformed',
    { status: 200, body: { unitsMetaData: 'not settings' } },
    { reason: 'settings', page: 'generic', fullPage: null },
  ],
] as const;

/** The venue's settings fail, for every request of this test (the first paint's too). */
const settingsFail = (fault: object) =>
  control(demo.harness.server.url, 'faults', { pattern: 'externalbookingsettings', ...fault });

async function openHost(mode: string): Promise<Page> {
  const page = await demo.harness.newPage(PHONE, { fixedTime: NOW, fresh: true });
  await page.goto(`${host.url}/${mode}`);
  return page;
}

describe('doc 1 §8 the settings fail: the host hears it (issue 49)', () => {
  it.each(FAULTS)(
    'doc 1 §8 inline: %s: error {reason, page} on the element, once',
    async (_n, fault, shown) => {
      await settingsFail(fault);
      const page = await openHost('inline');
      const errorPage = page.locator('booking-widget [data-error-page]');
      await expect
        .poll(() => errorPage.getAttribute('data-error-page'), { timeout: 20_000 })
        .toBe(shown.page);
      await expect.poll(() => errorsHeard(page)).toEqual([['error', shown, 'BOOKING-WIDGET']]);
      expect((await heard(page)).map(([name]) => name)).not.toContain('loaded');
    },
  );

  it.each(FAULTS)(
    'doc 1 §8 iframe: %s: error {reason, page} on the <iframe>, and the frame follows the error page’s height',
    async (_n, fault, shown) => {
      await settingsFail(fault);
      const page = await openHost('iframe');
      const frame = page.frameLocator('iframe');
      await expect
        .poll(() => frame.locator('[data-error-page]').getAttribute('data-error-page'), {
          timeout: 20_000,
        })
        .toBe(shown.page);
      await expect.poll(() => errorsHeard(page)).toEqual([['error', shown, 'IFRAME']]);
      // The frame is as tall as the error page's widget (it started at 640 px), no inner scroll.
      const inner = page.frames().find((f) => f.name().startsWith('booking-widget|'))!;
      const fit = async () => {
        const box = await inner.evaluate(() => ({
          content: Math.ceil(
            document.querySelector('booking-widget')!.getBoundingClientRect().height,
          ),
          error: document
            .querySelector('booking-widget')!
            .shadowRoot!.querySelector('[data-error-page]')!
            .getBoundingClientRect().height,
          scroll: document.documentElement.scrollHeight,
          client: document.documentElement.clientHeight,
        }));
        const frameHeight = await page
          .locator('iframe')
          .evaluate((f: HTMLIFrameElement) => f.getBoundingClientRect().height);
        return { ...box, frameHeight };
      };
      await expect
        .poll(async () => {
          const box = await fit();
          return Math.abs(box.frameHeight - box.content) <= 1 && box.scroll <= box.client + 1;
        })
        .toBe(true);
      const box = await fit();
      expect(box.frameHeight).not.toBe(640);
      expect(box.content).toBeGreaterThanOrEqual(Math.floor(box.error));
      const heights = (await heard(page)).filter(([name]) => name === 'height');
      expect(heights.at(-1)![1]).toEqual({ height: box.content });
    },
  );
});

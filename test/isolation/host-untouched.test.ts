import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../browser/harness.ts';
import { expectNoAxeViolations } from '../browser/support.ts';
import { expectStep, openHost, settle, NOW } from './host.ts';
import { HOSTS } from './hosts.ts';
import {
  expectUnchanged,
  hostState,
  withoutLoaderOpenButtons,
  withoutReactSelection,
} from './hostState.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ now: () => NOW });
});

afterAll(async () => {
  await harness?.close();
});

/** A venue page with its own classes, inline styles, adopted sheet, globals and storage. */
function venuePage(cssUrl: string) {
  return `<!doctype html>
<html lang="en" class="no-js" data-theme="venue" style="scroll-behavior: smooth; --venue-accent: #c33">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Venue</title>
    <link rel="stylesheet" href="${cssUrl}" />
    <style>.venue-note { color: #333 }</style>
  </head>
  <body class="home page-booking" data-page="booking" style="margin: 0; overflow-y: scroll">
    <main class="container">
      <h1>Book a table</h1>
      <p class="venue-note">Open Tuesday to Sunday.</p>
      <div class="bw-slot" style="width: 375px"></div>
    </main>
    <script>
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('p { letter-spacing: 0.01em }');
      document.adoptedStyleSheets = [sheet];
      window.venueAnalytics = { queue: [] };
      localStorage.setItem('venue-cart', '[]');
      sessionStorage.setItem('venue-visit', '1');
      window.addEventListener('scroll', function venueScroll() {});
      document.addEventListener('click', function venueClick() {});
    </script>
  </body>
</html>`;
}

describe('isolation: the widget never changes the host page', () => {
  it('mounting, using and removing the widget leaves the host’s styles, attributes, globals, listeners and storage as they were', async () => {
    const { page, context } = await openHost(harness, HOSTS[1]!, {
      body: venuePage,
    });
    try {
      const cdp = await context.newCDPSession(page);
      await page.waitForLoadState('load');
      const before = await hostState(page, cdp);
      expect(before.adopted).toHaveLength(1);
      expect(before.listeners.window!.some((l) => l.startsWith('scroll'))).toBe(true);

      // Mount: the venue pastes the loader into its page.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.src = '/loader.js';
        script.dataset.system = 'se_demo';
        script.dataset.unit = '1';
        document.querySelector('.bw-slot')!.append(script);
      });
      await expectStep(page, 'Choose number of guests');
      await settle(page);
      const mounted = await hostState(page, cdp);
      expectUnchanged(before, mounted, 'mounted');
      // The widget does keep its own state, under its namespace.
      expect(mounted.localStorage.some((k) => k.startsWith('booking-widget:'))).toBe(true);

      // Use: two steps, and the side menu (a modal <dialog>) opened and closed.
      await page.getByRole('button', { name: '2 guests', exact: true }).click();
      await expectStep(page, 'How many of them are children?');
      await page.getByRole('button', { name: '0 children', exact: true }).click();
      await expectStep(page, 'Choose a date');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').waitFor();
      const dialogOpen = await hostState(page, cdp);
      expectUnchanged(before, dialogOpen, 'side menu open');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expectUnchanged(before, await hostState(page, cdp), 'in use');

      // Remove: the element leaves the page; after its grace period it lets go of everything.
      const element = await page.evaluateHandle(() => document.querySelector('booking-widget')!);
      await element.evaluate((el) => el.remove());
      // Polled (issue 35: no fixed sleep): the checks pass once the grace period has run out.
      const removed = await vi.waitFor(
        async () => {
          const state = await hostState(page, cdp);
          expectUnchanged(before, state, 'removed');
          expect(
            withoutReactSelection(withoutLoaderOpenButtons(before.listeners, state.listeners)),
            'listeners after removal',
          ).toEqual(before.listeners);
          return state;
        },
        { timeout: 10_000, interval: 100 },
      );

      // Put back and removed again: nothing piles up.
      await element.evaluate((el) => document.querySelector('.bw-slot')!.append(el));
      await expectStep(page, 'Choose number of guests');
      await page.evaluate(() => document.querySelector('booking-widget')!.remove());
      await vi.waitFor(
        async () =>
          expect((await hostState(page, cdp)).listeners, 'after a second removal').toEqual(
            removed.listeners,
          ),
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await context.close();
    }
  });

  it('in modal mode, in a host with every hostile rule and a z-index war, the close button asks above every host layer, keeps focus, and tells the host', async () => {
    const host = HOSTS.find((h) => h.name === 'every hostile rule')!;
    const { page, context } = await openHost(harness, host, { attributes: 'mode="modal"' });
    try {
      await expectStep(page, 'Choose number of guests');
      await page.evaluate(() => {
        const w = window as unknown as { closes: number };
        w.closes = 0;
        document.addEventListener('booking-widget:close', () => (w.closes += 1));
      });
      const close = page.getByRole('button', { name: 'Close booking', exact: true });
      const box = (await close.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      await close.click();
      const leave = page.getByRole('button', { name: 'Leave', exact: true });
      await leave.waitFor();
      await settle(page);
      // The confirmation is a modal <dialog> in the top layer: whatever the host's z-index, the
      // point under its button is the button, and focus stays inside it.
      const onTop = await leave.evaluate((button) => {
        const r = button.getBoundingClientRect();
        const root = button.getRootNode() as ShadowRoot;
        const hit = root.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return {
          hit: hit === button || button.contains(hit),
          focusInDialog: !!root.activeElement?.closest('dialog[open]'),
        };
      });
      expect(onTop).toEqual({ hit: true, focusInDialog: true });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(
        await leave.evaluate(
          (button) => !!(button.getRootNode() as ShadowRoot).activeElement?.closest('dialog[open]'),
        ),
      ).toBe(true);
      await expectNoAxeViolations(page);
      await leave.click();
      await expect.poll(() => page.evaluate(() => (window as any).closes)).toBe(1);
    } finally {
      await context.close();
    }
  });
});

// Issue 32: the first step is written once, as React's components; the first paint draws the
// markup the build rendered from them (scripts/firstStepTemplate.tsx). For a few venue settings,
// the element tree the guest has before React (tags, classes, every attribute and text, laid
// out elements only; test ids and the first paint's own marks aside) and its accessibility tree
// are the same as React's once it has taken over. first-paint.test.ts proves the boxes and axe.
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoAt } from './demoAt.ts';
import { PHONE } from './harness.ts';
import { layoutTree } from './layoutTree.ts';
import { widget } from './support.ts';

const demo = demoAt(Date.UTC(2026, 10, 23, 9, 0));
const DESKTOP = { width: 1280, height: 900 };

/** The widget's visible root in its shadow root: the first paint's, or React's after it. */
const visibleRoot = (page: Page) => widget(page).locator(':scope > :not(style):visible').first();

/**
 * Opens `path` with the widget's bundle held, reads the first paint, lets the bundle through and
 * reads React's step. `edit` changes the settings answer (the loader's request and React's).
 */
async function beforeAndAfter(
  path: string,
  size = PHONE,
  edit?: (settings: Record<string, Record<string, unknown>>) => void,
) {
  const page = await demo.harness.newPage(size, { fixedTime: Date.UTC(2026, 10, 23, 9, 0) });
  if (edit) {
    await page.route(/\/externalBookingSettings\//, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, Record<string, unknown>>;
      edit(body);
      await route.fulfill({ response, json: body });
    });
  }
  const held: Route[] = [];
  let open = false;
  await page.route(/\/widget-[A-Z0-9]+\.js$/, (route) =>
    open ? route.continue() : void held.push(route),
  );
  await page.goto(path, { waitUntil: 'commit' });
  await widget(page).locator('[data-first-paint] ul button').first().waitFor();
  await imagesSettled(page);
  const before = { tree: await layoutTree(page), aria: await visibleRoot(page).ariaSnapshot() };
  open = true;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await expect.poll(() => widget(page).locator('[data-first-paint]').count()).toBe(0);
  await widget(page).getByTestId('guests-step').waitFor();
  await imagesSettled(page);
  const after = { tree: await layoutTree(page), aria: await visibleRoot(page).ariaSnapshot() };
  await page.close();
  return { before, after };
}

/** Logo and cover loaded or given up (a failed one gives way to the name, doc 1 §8). */
const imagesSettled = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelector('booking-widget')!.shadowRoot!.querySelectorAll('img')]
          // The cover of the other width is hidden and lazy: never fetched.
          .filter((img) => img.getClientRects().length > 0)
          .every((img) => img.complete),
      ),
    )
    .toBe(true);

describe('the first step is the same before and after React (issue 32)', () => {
  test('the demo restaurant inline: English, 8 guests online, logo, cover and welcome text', async () => {
    const { before, after } = await beforeAndAfter('/site/inline.html');
    expect(before.tree).toMatch(/button aria-label=9 or more guests/);
    // React's own class names, the same ones on both sides.
    expect(before.tree).toMatch(/^div class=bw-\w+ lang=en part=layout$/m);
    expect(before.tree).toMatch(/aria-pressed=false class=bw-\w+ type=button 9 \+$/m);
    expect(before.tree).toBe(after.tree);
    expect(before.aria).toBe(after.aria);
  });

  test('the Norwegian venue on its full page in Norwegian: 10 guests online, its own colours', async () => {
    const { before, after } = await beforeAndAfter('/no_demo/1?lang=nb');
    expect(before.tree).toMatch(/lang=nb/);
    expect(before.tree).toMatch(/button aria-label=11 (?!guests)/);
    expect(before.tree).toBe(after.tree);
    expect(before.aria).toBe(after.aria);
  });

  test('a venue without images or welcome text, 3 guests online', async () => {
    const { before, after } = await beforeAndAfter('/site/inline.html', PHONE, (settings) => {
      settings.unitsMetaData!.maxWebGuests = 3;
      settings.introductionMessageHeader = '' as never;
      settings.introductionMessage = '' as never;
      settings.themeSettings = {
        colors: {},
        logo: null,
        coverImageOneByOne: null,
        coverImageThirtyTwoByNine: null,
      };
    });
    expect(before.tree).toMatch(/button aria-label=4 or more guests/);
    expect(before.tree).not.toMatch(/img|aside/);
    expect(before.tree).toBe(after.tree);
    expect(before.aria).toBe(after.aria);
  });

  test('a venue with its wide cover only, a welcome header without text, and children asked', async () => {
    const { before, after } = await beforeAndAfter('/site/inline.html', PHONE, (settings) => {
      settings.unitsMetaData!.activateWebChildren = true;
      settings.introductionMessage = '' as never;
      const theme = settings.themeSettings as Record<string, unknown>;
      theme.coverImageOneByOne = null;
      theme.logo = null;
    });
    // React's Cover then shows the wide image in the square's place on a phone, and the name
    // stands for the logo.
    expect(before.tree).toMatch(/img .*data-cover=1:1 loading=lazy src=\S+cover-se-32x9\.svg$/m);
    expect(before.tree).toMatch(/^ {4}p class=bw-\w+ Smak & Sill$/m);
    expect(before.tree).toMatch(/aria-valuetext=Step 1 of 5/);
    expect(before.tree).toMatch(/^ {8}h3 lang=sv Välkommen/m);
    expect(before.tree).not.toMatch(/^ {8}div lang=sv/m);
    expect(before.tree).toBe(after.tree);
    expect(before.aria).toBe(after.aria);
  });

  test('the full page on a desktop', async () => {
    const { before, after } = await beforeAndAfter('/se_demo/1', DESKTOP);
    expect(before.tree).toBe(after.tree);
    expect(before.aria).toBe(after.aria);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP } from './harness.ts';
import { demoAt } from './demoAt.ts';

// Issue 33: r2wc defined a property for every attribute, and the `children` one (the children
// prefill) shadowed the DOM's `el.children`: any library walking the DOM broke on it. The DOM's
// properties stay the DOM's; the prefill keeps its attribute and is `guestsChildren` as a
// property (and `guests-children` as an attribute, for frameworks).
// Tuesday 1 December 2026, 08:00 in Stockholm (as in prefill.test.ts): se_demo/1 asks children.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

const title = (page: Page) => page.getByTestId('step-title');
const summary = (page: Page) =>
  page.getByTestId('wizard-summary').getByRole('listitem').allTextContents();

describe('issue 33: <booking-widget> keeps the DOM its own properties', () => {
  it('el.children is an HTMLCollection, and children="1" still prefills the children', async () => {
    const page = await demo.openElement('guests="3" children="1" lang="en"', '<p>light</p>');
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    expect(await summary(page)).toEqual(['3 guests', '1 child']);
    const dom = await page.evaluate(() => {
      const el = document.querySelector('booking-widget') as HTMLElement & {
        guestsChildren?: string;
      };
      return {
        defined: customElements.get('booking-widget') === el.constructor,
        collection: el.children instanceof HTMLCollection,
        tags: [...el.children].map((c) => c.tagName),
        guestsChildren: el.guestsChildren,
        childrenAttribute: el.getAttribute('children'),
        // lang and nonce are the DOM's too: lang reflects its attribute.
        lang: el.lang,
        r2wcOwn: Object.getOwnPropertyNames(Object.getPrototypeOf(el.constructor.prototype)),
      };
    });
    expect(dom.defined).toBe(true);
    expect(dom.collection).toBe(true);
    expect(dom.tags).toEqual(['P']);
    expect(dom.childrenAttribute).toBe('1');
    expect(dom.lang).toBe('en');
    for (const name of ['children', 'lang', 'nonce']) expect(dom.r2wcOwn).not.toContain(name);
    expect(dom.r2wcOwn).toContain('guestsChildren');
  });

  it('the guestsChildren property and the guests-children attribute prefill the children too', async () => {
    const page = await demo.openElement(
      'guests="3" guests-children="2" children="1"',
      '<p>light</p>',
    );
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    // guests-children wins over children.
    expect(await summary(page)).toEqual(['3 guests', '2 children']);
    expect(
      await page.evaluate(() => document.querySelector('booking-widget')!.children.length),
    ).toBe(1);
    // A framework setting the property: it becomes the attribute, the wizard follows.
    await page.evaluate(() => {
      const el = document.querySelector('booking-widget') as HTMLElement & {
        guestsChildren?: string;
      };
      el.guestsChildren = '0';
    });
    expect(
      await page.evaluate(() =>
        document.querySelector('booking-widget')!.getAttribute('guests-children'),
      ),
    ).toBe('0');
  });
});

describe('issue 33: examples/html/index.html runs as a venue would paste it', () => {
  it('loads from /v1/loader.js, prefills the children, and hears the step event', async () => {
    const page = await demo.harness.newPage(DESKTOP, { fixedTime: NOW });
    const html = readFileSync(
      path.resolve(import.meta.dirname, '../../examples/html/index.html'),
      'utf8',
    );
    await page.route('**/site/example.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: html }),
    );
    // A CDN's /v1/ folder holds this release's dist/: the loader finds its files beside itself.
    const versioned: string[] = [];
    await page.route('**/v1/**', (route) => {
      const url = new URL(route.request().url());
      versioned.push(url.pathname);
      return route.continue({ url: url.href.replace('/v1/', '/') });
    });
    await page.goto('/site/example.html');
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    expect(await summary(page)).toEqual(['2 guests', '1 child']);
    await expect.poll(() => page.locator('#status').textContent()).toBe('Step: wizard');
    expect(versioned).toContain('/v1/loader.js');
    expect(versioned.some((p) => /^\/v1\/widget-[A-Z0-9]{8}\.js$/.test(p))).toBe(true);
  });
});

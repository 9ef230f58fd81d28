import { describe, expect, it } from 'vitest';
import { click, count, text, until, waitFor, waitForText } from './page.ts';
import { engineSuite, errors, TITLE } from './suite.ts';

// Issue 35: every way a venue embeds the widget (README "Embedding") starts in this engine.
const suite = engineSuite();

describe(`${suite.name}: every embedding mode starts (issue 35)`, () => {
  it.each([
    ['inline script tag', '/site/inline.html'],
    ['<booking-widget> tag', '/site/tag.html'],
  ])('%s: the first step shows', async (_, path) => {
    const page = await suite.open(path);
    await waitForText(page, TITLE, 'Choose number of guests');
    expect(await count(page, { role: 'button', name: '2 guests', exact: true })).toBe(1);
    expect(await errors(page)).toEqual([]);
  });

  it('modal opened by a data-booking-widget-open button', async () => {
    const page = await suite.open('/site/modal.html');
    await click(page, { role: 'button', name: 'Book a table', exact: true });
    await waitForText(page, TITLE, 'Choose number of guests');
    expect(
      await page.evaluate('document.querySelector("dialog[data-booking-widget-modal]").open'),
    ).toBe(true);
    expect(await errors(page)).toEqual([]);
  });

  it('modal opened by the JS API (queue stub)', async () => {
    const page = await suite.open('/site/modal-api.html');
    await click(page, { css: '#book' });
    // The API page prefills 2 guests: the children step comes first.
    await waitForText(page, TITLE, /children|Choose a date/);
    expect(
      await page.evaluate('document.querySelector("dialog[data-booking-widget-modal]").open'),
    ).toBe(true);
    expect(await errors(page)).toEqual([]);
  });

  it('iframe mode: the full page in an iframe, sized to its content', async () => {
    const page = await suite.open('/site/iframe.html');
    const frame = 'iframe';
    await until(
      () =>
        page.evaluateInFrame<string | null>(
          frame,
          `(() => { const w = document.querySelector('booking-widget'); const t = w && w.shadowRoot && w.shadowRoot.querySelector('[data-testid="step-title"]'); return t ? t.textContent : null; })()`,
        ),
      (t) => t === 'Choose number of guests',
      'the first step in the iframe',
    );
    // The loader sizes the iframe to the widget's height (no inner scroll bar).
    await until(
      () =>
        page.evaluate<number>('document.querySelector("iframe").getBoundingClientRect().height'),
      (h) => h > 300,
      'the iframe to grow to its content',
    );
    expect(await errors(page)).toEqual([]);
  });

  it('activity venue: the activities list shows', async () => {
    const page = await suite.open('/site/activities.html');
    await waitForText(page, TITLE, 'Choose number of guests');
    await click(page, { role: 'button', name: '4 guests', exact: true });
    await waitFor(page, TITLE);
    expect(await text(page, TITLE)).toBeTruthy();
    expect(await errors(page)).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uiLanguages } from '../../shared/i18n/languages.ts';
import { localeForLanguage } from '../../shared/i18n/localeForLanguage.ts';
import { DESKTOP, startHarness, type Harness } from './harness.ts';
import { expectNoAxeViolations, screenshot } from './support.ts';

// Tuesday 1 December 2026, 08:00 in Stockholm (as in wizard.test.ts): Wednesday 2 December is
// open at se_demo/1, with dinner times from 17:00.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const VENUE_ZONE = 'Europe/Stockholm';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ now: () => NOW });
});

afterAll(async () => {
  await harness?.close();
});

const common = (language: string) =>
  JSON.parse(readFileSync(path.resolve(`widget/locales/${language}/common.json`), 'utf8')) as {
    steps: Record<string, string>;
  };

interface CalendarNames {
  /** Long month and weekday names (fi joulukuu, joulukuuta, keskiviikko). */
  long: Set<string>;
  /** Abbreviations (dec, mar): words in other languages too (fr "des"), so only next to a digit. */
  short: Set<string>;
}

/** Every name a language gives months and weekdays, as Intl writes them in its locale. */
function calendarNames(language: string): CalendarNames {
  const locale = localeForLanguage(language);
  const long = new Set<string>();
  const short = new Set<string>();
  const add = (
    into: Set<string>,
    options: Intl.DateTimeFormatOptions,
    date: Date,
    part: 'month' | 'weekday',
  ) => {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    for (const p of format.formatToParts(date))
      if (p.type === part) into.add(p.value.replace(/\.$/, '').toLowerCase());
  };
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2026, month, 15));
    add(long, { month: 'long' }, date, 'month'); // standalone (fi joulukuu)
    add(long, { day: 'numeric', month: 'long' }, date, 'month'); // in a date (fi joulukuuta)
    add(short, { month: 'short' }, date, 'month');
    add(short, { day: 'numeric', month: 'short' }, date, 'month');
  }
  for (let day = 0; day < 7; day++) {
    const date = new Date(Date.UTC(2024, 0, 1 + day));
    add(long, { weekday: 'long' }, date, 'weekday');
    add(long, { weekday: 'long', day: 'numeric', month: 'long' }, date, 'weekday');
    add(short, { weekday: 'short' }, date, 'weekday');
  }
  return { long, short };
}

const names = new Map<string, CalendarNames>(
  uiLanguages.map((language) => [language, calendarNames(language)]),
);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Month and weekday names of other languages (not also this one's) found in the texts. */
function foreignNames(language: string, texts: string[]): string[] {
  const own = names.get(language)!;
  const isOwn = (name: string) => own.long.has(name) || own.short.has(name);
  const text = texts.join('\n').toLowerCase();
  const found = new Set<string>();
  for (const [other, theirs] of names) {
    if (other === language) continue;
    for (const name of theirs.long) {
      if (isOwn(name)) continue;
      if (new RegExp(`(?<!\\p{L})${escape(name)}(?!\\p{L})`, 'u').test(text))
        found.add(`${name} (${other})`);
    }
    for (const name of theirs.short) {
      // Two letters (ma, di, la) say nothing; a longer abbreviation counts beside a number.
      if (isOwn(name) || [...name].length < 3) continue;
      const word = `(?<!\\p{L})${escape(name)}\\.?(?!\\p{L})`;
      if (new RegExp(`\\d[\\s.]*${word}|${word}\\s*\\d`, 'u').test(text))
        found.add(`${name} (${other})`);
    }
  }
  return [...found];
}

it('the name check finds the French page of issue 17 in English, and passes French', () => {
  expect(foreignNames('fr', ["Aucun jour d'ouverture en December 2026"])).toContain(
    'december (en)',
  );
  expect(foreignNames('fr', ['mer. 2 déc. 2026', 'Horaires des tables', 'mardi'])).toEqual([]);
  expect(foreignNames('fi', ['2. joulukuuta 2026', 'keskiviikko'])).toEqual([]);
  expect(foreignNames('lt', ['2026 m. gruodžio 2 d., trečiadienis'])).toEqual([]);
});

/** What a guest sees or hears in the widget: its text, and its accessible names and titles. */
async function widgetTexts(page: Page): Promise<string[]> {
  return page.locator('booking-widget').evaluate((host) => {
    const out: string[] = [];
    const walk = (root: ShadowRoot | Element) => {
      for (const el of root.querySelectorAll('*')) {
        for (const attr of ['aria-label', 'title', 'alt', 'placeholder'])
          if (el.getAttribute(attr)) out.push(el.getAttribute(attr)!);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    const root = host.shadowRoot ?? host;
    walk(root);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!['STYLE', 'SCRIPT'].includes(node.parentElement?.tagName ?? '') && node.textContent)
        out.push(node.textContent.trim());
    return out.filter(Boolean);
  });
}

const title = (page: Page) => page.getByTestId('step-title');

describe('issue 17: dates, times and numbers in every language are that language', () => {
  it.each(uiLanguages)(
    '%s: the calendar and the time step name months, days and hours in its own language',
    async (language) => {
      const steps = common(language).steps;
      const locale = localeForLanguage(language);
      const page = await harness.newPage(DESKTOP, { fixedTime: NOW });
      await page.goto(`/se_demo/1?guests=2&children=0&lang=${language}`);
      await expect.poll(() => title(page).textContent()).toBe(steps.chooseDate);
      await expect.poll(() => page.locator('[data-date="2026-12-02"]').count()).toBe(1);
      const calendar = await widgetTexts(page);

      await page.locator('[data-date="2026-12-02"]').click();
      await expect.poll(() => title(page).textContent()).toBe(steps.chooseTime);
      await expect.poll(() => page.locator('[data-hour]').count()).toBeGreaterThan(0);
      const times = await widgetTexts(page);

      // The check can fail: the page does name months and days, and names them in this language.
      const own = [...names.get(language)!.long];
      const texts = [...calendar, ...times];
      const lower = texts.join(' ').toLowerCase();
      expect(own.filter((name) => lower.includes(name)).length).toBeGreaterThan(1);
      expect(foreignNames(language, texts)).toEqual([]);

      // Hours and times are Intl's, in the language's locale (da 18.00), never hand-made.
      const clock = (zone: string) =>
        new Intl.DateTimeFormat(locale, {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone: zone,
        });
      const groups = await page
        .locator('[data-hour]')
        .evaluateAll((els) => els.map((el) => [el.dataset.hour!, el.getAttribute('aria-label')!]));
      for (const [hour, label] of groups)
        expect(label).toContain(clock('UTC').format(Date.UTC(2000, 0, 1, Number(hour))));
      const slots = await page
        .locator('button[data-start]')
        .evaluateAll((els) => els.map((el) => [el.dataset.start ?? '', el.textContent ?? '']));
      expect(slots.length).toBeGreaterThan(0);
      for (const [start = '', text] of slots)
        expect(text).toContain(clock(VENUE_ZONE).format(new Date(start)));

      if (['fr', 'et', 'lt'].includes(language)) {
        await expectNoAxeViolations(page);
        await screenshot(page, `languages-time-step-${language}`);
      }
      await page.context().close();
    },
  );

  it.each(uiLanguages)(
    '%s: at 320 px every waiting-list time keeps its word inside its tile (doc 1 §9 4 columns; issue 36)',
    async (language) => {
      const page = await harness.newPage({ width: 320, height: 700 }, { fixedTime: NOW });
      // Saturday 5 December: dinner is full, with a waiting list at every time.
      await page.goto(`/se_demo/1?guests=2&children=0&date=2026-12-05&lang=${language}`);
      const slots = page.locator('button[data-kind="waitList"]');
      await expect.poll(() => slots.count()).toBeGreaterThan(3);
      const outside = await slots.evaluateAll((buttons) =>
        buttons.flatMap((button) => {
          const box = button.getBoundingClientRect();
          return [...button.querySelectorAll('span')]
            .filter((span) => {
              const r = span.getBoundingClientRect();
              return (
                span.scrollWidth > span.clientWidth + 1 ||
                r.left < box.left - 0.5 ||
                r.right > box.right + 0.5
              );
            })
            .map((span) => `${button.dataset.start}: ${span.textContent}`);
        }),
      );
      expect(outside).toEqual([]);
      // A word that must break does so at its soft hyphen or a space, never mid-syllable.
      const breaks = await slots.first().evaluate((button) => {
        const text = button.querySelectorAll('span')[1]!.firstChild!;
        const value = text.textContent ?? '';
        const range = document.createRange();
        // An unbroken soft hyphen has no box: it is skipped, compared with the last letter.
        const found: string[] = [];
        let last: number | undefined;
        for (let i = 0; i < value.length; i++) {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          // A letter that starts a line may also report an empty box at the end of the last.
          const box = [...range.getClientRects()].filter((b) => b.width > 0).pop();
          if (!box) continue;
          if (last !== undefined && box.top > last + 1) found.push(value.slice(0, i));
          last = box.top;
        }
        return found;
      });
      for (const before of breaks) expect(before).toMatch(/[\u00ad ]$/);
      await page.context().close();
    },
  );

  it('doc2 §9: a lang attribute changed to an unknown language after start switches to English', async () => {
    const page = await harness.newPage(DESKTOP);
    await page.goto('/site/tag.html');
    await expect.poll(() => title(page).textContent()).toBe(common('en').steps.chooseGuests);
    const setLang = (value: string) =>
      page.locator('booking-widget').evaluate((el, lang) => el.setAttribute('lang', lang), value);
    await setLang('fi');
    await expect.poll(() => title(page).textContent()).toBe(common('fi').steps.chooseGuests);
    await setLang('xx');
    await expect.poll(() => title(page).textContent()).toBe(common('en').steps.chooseGuests);
    await setLang('nl-BE');
    await expect.poll(() => title(page).textContent()).toBe(common('nl-BE').steps.chooseGuests);
    await page.context().close();
  });

  it('WCAG 3.1.2 (issue 36): the venue\'s own Swedish texts carry lang="sv" on an English page, before React and after', async () => {
    const page = await harness.newPage(DESKTOP);
    // The widget's bundle is held back, so what is read first is the first paint alone (read
    // while React took over, the locator met two asides once).
    const held: Route[] = [];
    let open = false;
    await page.route(/\/widget-[A-Z0-9]+\.js$/, (route) =>
      open ? route.continue() : void held.push(route),
    );
    await page.goto('/site/inline.html');
    const intro = page.locator('booking-widget [data-first-paint] aside');
    await intro.locator('h3').first().waitFor();
    // The first paint's intro already says which language it is in.
    const langs = () =>
      intro.evaluate((aside) =>
        [...aside.querySelectorAll('h3, div > div')].map((el) => el.getAttribute('lang')),
      );
    expect(await langs()).toContain('sv');
    open = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await expect.poll(() => page.getByTestId('venue-intro').count()).toBe(1);
    const intro2 = page.getByTestId('venue-intro');
    expect(await intro2.locator('h3').getAttribute('lang')).toBe('sv');
    await expect.poll(() => intro2.locator('div[lang]').count()).toBe(1);
    expect(await intro2.locator('div[lang]').getAttribute('lang')).toBe('sv');
    // The widget's own words stay in the page's language.
    expect(await title(page).getAttribute('lang')).toBeNull();
    await page.context().close();
  });
});

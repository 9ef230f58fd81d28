import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { AvailableTimes } from '../../shared/contract/index.ts';
import type { EnginePage } from './engines.ts';
import { chooseGuests, openDay, ZONE } from './flow.ts';
import { click, count, inPage, until, waitFor, waitForText } from './page.ts';
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

  // The embedded activity venue (se_demo unit 2) starts the table flow: an embedding has no way
  // to ask for the activity list (/activity-booking is a full-page path), so after the date it
  // offers the day's activities as rows of times, which must be what the API offers.
  it('activity venue: its day’s activities show as rows of the times the API offers', async () => {
    const day = openDay();
    const page = await suite.open('/site/activities.html');
    await chooseGuests(page, 4);
    await clickDay(page, day);
    await waitForText(page, TITLE, 'Choose a time');
    const expected = offeredRows(
      await suite.api<AvailableTimes>(
        `WebBooking/availableTimes?date=${day.toFormat('yyyy-MM-dd')}T00:00:00.000Z&unitId=2`,
      ),
    );
    // The seed's four activities (demo/seed), so an empty answer cannot pass for a match.
    expect(Object.keys(expected).map((key) => key.split('|')[1])).toEqual([
      'Bowling 60 min',
      'Shuffleboard 45 min',
      'Karaoke 90 min',
      'Escape room',
    ]);
    const shown = await until(
      () => timeRowsShown(page),
      (rows) => Object.keys(rows).length === Object.keys(expected).length,
      `${Object.keys(expected).length} rows of times`,
    );
    expect(shown).toEqual(expected);
    expect(await errors(page)).toEqual([]);
  });
});

/**
 * The rows the time step must show for the API's answer, by section and title: every open,
 * non-text rule of the venue's visible sections, with all its times (none has passed yet).
 */
function offeredRows(units: AvailableTimes): Record<string, string[]> {
  const unit = units.find((u) => u.id === 2)!;
  const rows: Record<string, string[]> = {};
  for (const section of [...unit.sections].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0)))
    for (const rule of section.timeSets)
      if (!section.hidden && !rule.isClosed && !rule.isTextRow)
        (rows[`${section.id}|${rule.title || section.name}`] ??= []).push(
          ...rule.times.map((t) => t.start),
        );
  for (const starts of Object.values(rows)) starts.sort();
  return rows;
}

/** Each row of times shown, by section and its heading: the starts of its time buttons. */
function timeRowsShown(page: EnginePage) {
  return inPage<Record<string, string[]>>(
    page,
    `const rows = {};
    for (const row of H.all('[data-section] [data-row][role=group]')) {
      const section = row.closest('[data-section]').dataset.section;
      const title = H.norm(row.querySelector('h4')?.textContent);
      // A button not named by the time it shows is left out, and so fails the comparison.
      rows[section + '|' + title] = [...row.querySelectorAll('button[data-kind]')]
        .filter((b) => H.name(b).startsWith(H.norm(b.querySelector('span')?.textContent)))
        .map((b) => b.dataset.start)
        .sort();
    }
    return rows;`,
  );
}
/** Clicks the day in the calendar, a month on when it is next month's. */
async function clickDay(page: EnginePage, day: DateTime) {
  const month = (d: DateTime) => d.year * 12 + d.month;
  await waitFor(page, { role: 'button', name: / \d+ \w+ \d{4}/ });
  if (month(day) > month(DateTime.now().setZone(ZONE))) {
    await click(page, { role: 'button', name: 'Next month', exact: true });
  }
  await click(page, {
    role: 'button',
    name: new RegExp(` ${day.day} ${day.setLocale('en-GB').toFormat('MMMM yyyy')}`),
  });
}

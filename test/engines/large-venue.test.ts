import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { defaultSeedFiles } from '../../demo/seed/loadSeed.ts';
import { LARGE_SYSTEM, writeLargeVenueSeed } from '../../demo/seed/largeVenue.ts';
import { LIMITS } from '../../shared/contract/limits.ts';
import { ZONE } from './flow.ts';
import { attr, click, count, text, until, waitFor, waitForText, type Target } from './page.ts';
import { engineSuite, errors, PHONE } from './suite.ts';

// Issue 51 [scale] in this engine (test/browser/large-venue.test.ts in Chromium): a restaurant
// of 12 rooms and an activity centre of 12 activities with 50 times a day each (folded above
// foldSections' threshold; 600 times are checked and built in chunks, with setTimeout between
// them where the engine has no scheduler.yield), the activities with a menu of 300 articles; and a restaurant whose
// day is over the contract's slot limit, from the reference API itself (no answer rewritten:
// WebDriver cannot), 75 rooms with a time every 5 minutes from 07:00 to 23:55.
const SECTIONS = 12;
const TIMES = 50;
const RESTAURANT = 100;
const CENTRE = 101;
const OVER = 102;
const OVER_SECTIONS = 75;
const OVER_TIMES = 204;
const seedDir = mkdtempSync(path.join(tmpdir(), 'engines-large-'));
const suite = engineSuite({
  seedFiles: [
    ...defaultSeedFiles(),
    writeLargeVenueSeed(path.join(seedDir, 'r'), {
      sections: SECTIONS,
      timesPerDay: TIMES,
      isActivityVenue: false,
      unitId: RESTAURANT,
    }),
    writeLargeVenueSeed(path.join(seedDir, 'a'), {
      sections: SECTIONS,
      timesPerDay: TIMES,
      articles: 300,
      unitId: CENTRE,
    }),
    writeLargeVenueSeed(path.join(seedDir, 'o'), {
      sections: OVER_SECTIONS,
      timesPerDay: OVER_TIMES,
      everyMinutes: 5,
      isActivityVenue: false,
      unitId: OVER,
    }),
  ],
});

// Tomorrow in the venue's zone: every time of the day is ahead of the real clock.
const day = () => DateTime.now().setZone(ZONE).plus({ days: 1 }).toFormat('yyyy-MM-dd');
const query = () => `?lang=en&guests=2&children=0&date=${day()}`;
const toggles: Target = { css: '[data-testid="time-step"] h3 button[aria-expanded]' };
const times: Target = { css: '[data-testid="time-step"] button[data-start]' };
const toggle = (nth: number): Target => ({ ...toggles, nth });
const expanded = (page: Parameters<typeof attr>[0], nth: number) =>
  attr(page, toggle(nth), 'aria-expanded');

describe(`${suite.name}: a large venue (issue 51)`, () => {
  it('issue 51: the time step folds 12 sections behind headings, the first open; a shut one opens, and a tap on its time goes on to the details', async () => {
    const page = await suite.open(`/${LARGE_SYSTEM}/${RESTAURANT}${query()}`, PHONE);
    await until(
      () => count(page, toggles),
      (n) => n === SECTIONS,
      'the section headings',
      30_000,
    );
    await until(
      () => count(page, times),
      (n) => n === TIMES,
      "the first section's times",
    );
    expect(await expanded(page, 0)).toBe('true');
    expect(await expanded(page, 7)).toBe('false');
    await click(page, toggle(7));
    await until(
      () => count(page, times),
      (n) => n === 2 * TIMES,
      "the eighth section's times beside the first",
    );
    // The eighth section's 10:00 (the second time button named 10:00, the first being the
    // first section's).
    await click(page, { role: 'button', name: /^10:00/, nth: 1 });
    await waitFor(page, { testId: 'details-intro' }, 30_000);
    expect(await errors(page)).toEqual([]);
  });

  it('issue 51: the last of 12 activities opens its modal with its times; once added, its menu of 300 articles takes a pick', async () => {
    const page = await suite.open(`/${LARGE_SYSTEM}/${CENTRE}/activity-booking${query()}`, PHONE);
    const choose: Target = { testId: 'activity-choose' };
    await until(
      () => count(page, choose),
      (n) => n === SECTIONS,
      'the activity cards',
      30_000,
    );
    await click(page, { ...choose, nth: SECTIONS - 1 });
    await waitFor(page, { role: 'dialog' });
    const slots: Target = { testId: 'activity-slot' };
    await until(
      () => count(page, slots),
      (n) => n === TIMES,
      "the activity's times",
    );
    await click(page, { role: 'button', name: /^10:00/ });
    await click(page, { testId: 'activity-primary' });
    await waitFor(page, { testId: 'activity-menu' }, 30_000);
    // Groups of 20, one tab each: only the open group's items are drawn (issue 51).
    await until(
      () => count(page, { testId: 'menu-item' }),
      (n) => n === 20,
      "the first group's 20 items",
    );
    await click(page, { role: 'button', name: 'Add one Artikel 1', exact: true });
    await waitForText(page, { testId: 'activity-menu-continue' }, 'Continue with 1 item');
    expect(await errors(page)).toEqual([]);
  });

  it("issue 51: a day over the contract's limit, from the API itself, shows the venue's phone and e-mail, not an error page", async () => {
    expect(OVER_SECTIONS * OVER_TIMES).toBeGreaterThan(LIMITS.availableTimesSlots);
    const page = await suite.open(`/${LARGE_SYSTEM}/${OVER}${query()}`, PHONE);
    const notice: Target = { css: '[data-testid="over-limit"] strong' };
    await waitForText(page, notice, 'Too many times to show online', 60_000);
    expect(await text(page, { role: 'link', name: '+46 8 123 45 67' })).toBe('+46 8 123 45 67');
    expect(await text(page, { role: 'link', name: 'boka@example.com' })).toBe('boka@example.com');
    expect(await count(page, { css: '[data-error-page]' })).toBe(0);
  });
});

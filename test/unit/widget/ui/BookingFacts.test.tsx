import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking } from '../../../../shared/contract/index.ts';
import { uiLanguages } from '../../../../shared/i18n/languages.ts';
import { localeForLanguage } from '../../../../shared/i18n/localeForLanguage.ts';
import { BookingOverview } from '../../../../widget/booking/BookingOverview.tsx';
import { BookingSummary } from '../../../../widget/checkout/BookingSummary.tsx';
import { cleanup, render } from './render.tsx';

afterEach(cleanup);

const booking = JSON.parse(readFileSync('test/fixtures/booking.response.json', 'utf8')) as Booking;
const timeZone = 'Europe/Stockholm';
// Keys stand for labels: the test reads the value beside a label.
const t = (key: string) => key;
const common = (key: string, options?: Record<string, unknown>) => `${key} ${options?.count}`;

/** What Intl writes for the fixture's 18:00 in the language's locale (ICU differs by engine). */
const intlTime = (language: string) =>
  new Intl.DateTimeFormat(localeForLanguage(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(Date.parse(booking.start));

const intlDate = (language: string) =>
  new Intl.DateTimeFormat(localeForLanguage(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(2026, 11, 4));

function valueOf(container: HTMLElement, label: string): string | null {
  const term = [...container.querySelectorAll('[data-testid="booking-facts"] dt')].find(
    (dt) => dt.textContent === label,
  );
  return term?.nextElementSibling?.textContent ?? null;
}

// Issue 53: the details step's summary wrote times in en-GB whatever the language; one facts
// block now serves it and the booking page, in the interface language's locale.
describe('BookingFacts: doc 1 §9 Time format, as each language writes it', () => {
  it('doc 1 §9: Intl writes 18.00 in fi and da, 18:00 in en (this engine)', () => {
    expect(intlTime('fi')).not.toBe(intlTime('en'));
    expect(intlTime('da')).not.toBe(intlTime('en'));
    expect(intlTime('en')).toBe('18:00');
  });

  it.each(uiLanguages)(
    'doc 1 §2 Details: the summary in %s writes date and time as Intl',
    (language) => {
      const view = render(
        <BookingSummary
          booking={booking}
          timeZone={timeZone}
          language={language}
          payment={null}
          amount={undefined}
          t={t}
          common={common}
        />,
      );
      expect(valueOf(view.container, 'summary.time')).toBe(intlTime(language));
      expect(valueOf(view.container, 'summary.date')).toBe(intlDate(language));
      expect(valueOf(view.container, 'summary.party')).toBe('summary.guests 4, summary.children 1');
    },
  );

  it.each(uiLanguages)('doc 2 §2: the booking page in %s writes the same facts', (language) => {
    const view = render(
      <BookingOverview
        booking={booking}
        venueName="Venue"
        timeZone={timeZone}
        language={language}
        t={t}
        common={common}
      />,
    );
    expect(valueOf(view.container, 'overview.time')).toBe(intlTime(language));
    expect(valueOf(view.container, 'overview.date')).toBe(intlDate(language));
    expect(valueOf(view.container, 'overview.venue')).toBe('Venue');
  });
});

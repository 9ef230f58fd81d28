import { describe, expect, it } from 'vitest';
import { localeForLanguage } from '../../../../shared/i18n/localeForLanguage.ts';
import { formatHour, formatTime } from '../../../../shared/time/formatTime.ts';

// Intl writes the clock: the separator is the locale's, never a translation's (issue 17, 2.).
describe('formatTime and formatHour', () => {
  it.each([
    ['doc1 §9 Time format: HH:mm in en-GB', 'en', '18:00'],
    ['doc1 §9 Time format: sv writes 18:00', 'sv', '18:00'],
    ['doc1 §9 Time format: da writes 18.00', 'da', '18.00'],
    ['doc1 §9 Time format: fi writes 18.00', 'fi', '18.00'],
    ['doc1 §9 Time format: fr writes 18:00 (24 h, not 6 PM)', 'fr', '18:00'],
    ['doc1 §9 Time format: two-digit hours before 10', 'lt', '09:00'],
  ])('%s', (_name, language, expected) => {
    const hour = Number(expected.slice(0, 2));
    expect(formatHour(hour, localeForLanguage(language))).toBe(expected);
  });

  it.each([
    [
      'doc1 §9 Time format: in the venue zone, not the guest’s',
      'sv',
      '2026-12-02T17:15:00Z',
      '18:15',
    ],
    ['doc1 §9 Time format: da with its separator', 'da', '2026-12-02T17:15:00Z', '18.15'],
    ['doc1 §9 Time format: after midnight stays 24 h', 'en', '2026-12-02T23:30:00Z', '00:30'],
  ])('%s', (_name, language, instant, expected) => {
    expect(formatTime(instant, 'Europe/Stockholm', localeForLanguage(language))).toBe(expected);
  });
});

import { localeForLanguage } from '../../shared/i18n/localeForLanguage.ts';

/**
 * A YYYY-MM-DD day as D MMM YYYY in the guest's language (doc 1 §9), e.g. 5 Dec 2026. The day
 * is already the venue's calendar day, so it is formatted as a UTC date and never shifts.
 */
export function formatDisplayDate(day: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(localeForLanguage(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

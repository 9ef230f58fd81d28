import { localeForLanguage } from '../../shared/i18n/localeForLanguage.ts';
import { isApiDate, readApiTime } from '../../shared/time/apiTime.ts';

/**
 * A YYYY-MM-DD day as D MMM YYYY in the guest's language (doc 1 §9), e.g. 5 Dec 2026. The day
 * is already the venue's calendar day, so it is formatted as a UTC date and never shifts.
 */
export function formatDisplayDate(day: string, language: string): string {
  if (!isApiDate(day)) return day;
  return new Intl.DateTimeFormat(localeForLanguage(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(readApiTime(`${day}T00:00Z`, 'UTC').ms);
}

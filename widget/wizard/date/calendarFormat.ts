import { localeForLanguage } from '../../../shared/i18n/localeForLanguage.ts';

/*
 * Names of days and months from Intl in the guest's language. Days are calendar days, so they
 * are formatted as UTC dates and never shift with the guest's own time zone.
 */

const utcDate = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/** Formatters by language and options: a month's cells ask for ~80 names (issue 51). */
const formats: Record<string, Intl.DateTimeFormat> = {};

function format(date: string, language: string, options: Intl.DateTimeFormatOptions): string {
  return (formats[language + JSON.stringify(options)] ??= new Intl.DateTimeFormat(
    localeForLanguage(language),
    { ...options, timeZone: 'UTC' },
  )).format(utcDate(date));
}

// 2024-01-01 was a Monday: the seven days from it are the columns of the calendar.
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** Monday to Sunday, short ('Mon') and long ('Monday'). */
export function weekdayNames(language: string): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(MONDAY + index * DAY_MS).toISOString().slice(0, 10);
    return {
      short: format(date, language, { weekday: 'short' }),
      long: format(date, language, { weekday: 'long' }),
    };
  });
}

/** 'December 2026' for the month 2026-12. */
export const monthTitle = (month: string, language: string): string =>
  format(`${month}-01`, language, { month: 'long', year: 'numeric' });

/** 'Friday, 4 December 2026': the spoken name of a day cell. */
export const longDate = (date: string, language: string): string =>
  format(date, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** The day number shown in a cell, in the language's digits. */
export const dayNumber = (date: string, language: string): string =>
  format(date, language, { day: 'numeric' });

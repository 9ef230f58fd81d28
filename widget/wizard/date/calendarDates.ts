import { DateTime } from 'luxon';

/*
 * Calendar arithmetic on plain YYYY-MM-DD days. The days are already the venue's calendar
 * days, so they are handled in UTC where no daylight-saving gap can shift them.
 */

const parse = (date: string) => DateTime.fromISO(date, { zone: 'utc' });
const iso = (date: DateTime) => date.toISODate() as string;

/** The month (YYYY-MM) a day belongs to. */
export const monthOf = (date: string): string => date.slice(0, 7);

export const firstDayOf = (month: string): string => `${month}-01`;

const lastDayOf = (month: string): string => iso(parse(firstDayOf(month)).endOf('month'));

export const addDays = (date: string, days: number): string => iso(parse(date).plus({ days }));

/** Same day of another month, clamped to its last day (31 Jan + 1 month = 28 Feb). */
export const addMonths = (date: string, months: number): string =>
  iso(parse(date).plus({ months }));

export const shiftMonth = (month: string, months: number): string =>
  monthOf(addMonths(firstDayOf(month), months));

/** Monday of the day's week, but never before the first of its month. */
export function weekStartInMonth(date: string): string {
  const monday = iso(parse(date).startOf('week'));
  const first = firstDayOf(monthOf(date));
  return monday < first ? first : monday;
}

/** Sunday of the day's week, but never after the last of its month. */
export function weekEndInMonth(date: string): string {
  const sunday = iso(parse(date).endOf('week'));
  const last = lastDayOf(monthOf(date));
  return sunday > last ? last : sunday;
}

/** The month as weeks of seven cells starting on Monday; days of other months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = parse(firstDayOf(month));
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: first.weekday - 1 }, () => null);
  for (let day = first; day.month === first.month; day = day.plus({ days: 1 })) {
    week.push(iso(day));
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0)
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

import { readApiTime } from '../../../shared/time/apiTime.ts';

/*
 * Calendar arithmetic on plain YYYY-MM-DD days. The days are already the venue's calendar
 * days, so they are handled in UTC where no daylight-saving gap can shift them.
 */

const DAY = 86_400_000;
const parse = (date: string) => new Date(readApiTime(`${date}T00:00Z`, 'UTC').ms);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Days since the Monday of the day's week (0 on a Monday). */
const fromMonday = (date: string) => (parse(date).getUTCDay() + 6) % 7;

/** The month (YYYY-MM) a day belongs to. */
export const monthOf = (date: string): string => date.slice(0, 7);

export const firstDayOf = (month: string): string => `${month}-01`;

export const lastDayOf = (month: string): string => addDays(addMonths(firstDayOf(month), 1), -1);

export const addDays = (date: string, days: number): string =>
  iso(parse(date).getTime() + days * DAY);

/** Same day of another month, clamped to its last day (31 Jan + 1 month = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const day = parse(date);
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return iso(Date.UTC(year, month, Math.min(day.getUTCDate(), last)));
}

export const shiftMonth = (month: string, months: number): string =>
  monthOf(addMonths(firstDayOf(month), months));

/** Monday of the day's week, but never before the first of its month. */
export function weekStartInMonth(date: string): string {
  const monday = addDays(date, -fromMonday(date));
  const first = firstDayOf(monthOf(date));
  return monday < first ? first : monday;
}

/** Sunday of the day's week, but never after the last of its month. */
export function weekEndInMonth(date: string): string {
  const sunday = addDays(date, 6 - fromMonday(date));
  const last = lastDayOf(monthOf(date));
  return sunday > last ? last : sunday;
}

/** The month as weeks of seven cells starting on Monday; days of other months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = firstDayOf(month);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: fromMonday(first) }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0)
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

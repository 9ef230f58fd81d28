import { isApiDate } from '../time/apiTime.ts';

/** The first day (YYYY-MM-DD) of the month after `month` (YYYY-MM, or a day in it). */
export function nextMonthStart(month: string): string {
  const first = `${month.slice(0, 7)}-01`;
  if (!isApiDate(first)) throw new RangeError(`Invalid month: ${month}`);
  const [year, monthNumber] = first.split('-').map(Number) as [number, number];
  // Date.UTC's months count from 0, so monthNumber is already the next one.
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
}

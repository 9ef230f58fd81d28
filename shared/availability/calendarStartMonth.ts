import { isValidDate } from '../routing/isValidDate.ts';

/**
 * The month (YYYY-MM) the calendar opens on (doc 1 §2 Date step): the chosen day's month, never
 * a month already over, since past months cannot be shown.
 */
export function calendarStartMonth(selectedDate: string | undefined, today: string): string {
  const current = today.slice(0, 7);
  const chosen =
    selectedDate !== undefined && isValidDate(selectedDate) ? selectedDate.slice(0, 7) : '';
  return chosen > current ? chosen : current;
}

import type { DayGroup } from '../../../shared/availability/types.ts';
import { firstDayOf, monthOf, monthWeeks } from './calendarDates.ts';
import { dayStatus, type DayStatusContext } from '../../../shared/availability/dayStatus.ts';

/**
 * Where the grid's tab stop sits when the guest arrives in a month: the chosen day, else the
 * first day they can pick, else today, else the first of the month. Always a day of `month`.
 */
export function defaultFocusDate(
  month: string,
  groups: Readonly<Record<string, DayGroup>>,
  context: DayStatusContext,
  selectedDate: string | undefined,
): string {
  if (selectedDate && monthOf(selectedDate) === month) return selectedDate;
  const days = monthWeeks(month)
    .flat()
    .filter((date): date is string => date !== null);
  const pickable = days.find((date) => dayStatus(date, groups[date], context).pickable);
  if (pickable) return pickable;
  if (monthOf(context.today) === month) return context.today;
  return firstDayOf(month);
}

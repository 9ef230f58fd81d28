import { addDays, addMonths, weekEndInMonth, weekStartInMonth } from './calendarDates.ts';

/**
 * The day a key moves the grid focus to (WAI-ARIA date grid), or null for keys the grid does
 * not handle. Home and End stay inside the month, so they never leave the shown days.
 */
export function keyTarget(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return weekStartInMonth(date);
    case 'End':
      return weekEndInMonth(date);
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}

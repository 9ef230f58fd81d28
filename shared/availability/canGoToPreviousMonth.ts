/**
 * The calendar may go back only while the shown month (YYYY-MM) is after the venue's current
 * month (doc 1 §2 Date step: past months are disabled).
 */
export function canGoToPreviousMonth(month: string, today: string): boolean {
  return month.slice(0, 7) > today.slice(0, 7);
}

/** Whole hours with their unit, as the locale writes them ("2 hours", "2 timmar"). */
export function formatHours(hours: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(
    hours,
  );
}

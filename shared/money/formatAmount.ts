import { roundToCents } from './roundToCents.ts';

/** An amount with its currency symbol: no decimals when whole, else two. */
export function formatAmount(amount: number, currency: string, locale: string): string {
  // Compare in whole cents so float noise such as 100.0000000001 still counts as whole.
  const whole = Number.isInteger(roundToCents(amount));
  const digits = whole ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

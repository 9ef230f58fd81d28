import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';

// Intl separates amount and symbol with no-break spaces; normalise them for readable cases.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatAmount', () => {
  it.each([
    ['doc2 §9 Currency: whole amount has 0 decimals (sv-SE)', 100, 'SEK', 'sv-SE', '100 kr'],
    [
      'doc2 §9 Currency: fractional amount has 2 decimals (sv-SE)',
      99.5,
      'SEK',
      'sv-SE',
      '99,50 kr',
    ],
    ['doc2 §9 Currency: whole euro amount (en-GB)', 100, 'EUR', 'en-GB', '€100'],
    ['doc2 §9 Currency: fractional euro amount (en-GB)', 12.3, 'EUR', 'en-GB', '€12.30'],
    ['doc2 §9 Currency: float noise still counts as whole', 100.0000001, 'EUR', 'en-GB', '€100'],
    ['doc2 §9 Currency: 0.1 + 0.2 shows two decimals', 0.1 + 0.2, 'EUR', 'en-GB', '€0.30'],
    ['doc2 §9 Currency: NOK in nb-NO', 250, 'NOK', 'nb-NO', '250 kr'],
    ['doc2 §9 Paid amounts show a currency symbol: zero', 0, 'EUR', 'en-GB', '€0'],
  ])('%s', (_name, amount, currency, locale, expected) => {
    expect(plain(formatAmount(amount, currency, locale))).toBe(expected);
  });
});

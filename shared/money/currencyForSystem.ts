import { marketOf } from './marketOf.ts';

const currencyByMarket: Readonly<Record<string, string>> = {
  no: 'NOK',
  us: 'USD',
  se: 'SEK',
  dk: 'DKK',
  fi: 'EUR',
  be: 'EUR',
  nl: 'EUR',
  es: 'EUR',
  ee: 'EUR',
  lt: 'EUR',
  lv: 'EUR',
  ru: 'RUB',
};

/** ISO 4217 currency of a system id (or bare market prefix); SEK when the market is unknown. */
export function currencyForSystem(systemId: string): string {
  return currencyByMarket[marketOf(systemId)] ?? 'SEK';
}

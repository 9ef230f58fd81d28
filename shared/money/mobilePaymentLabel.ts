import { marketOf } from './marketOf.ts';

const labelByMarket: Readonly<Record<string, string>> = { se: 'Swish', no: 'Vipps' };

/** Brand name of the mobile payment method in a market, or null where there is none. */
export function mobilePaymentLabel(systemId: string): string | null {
  return labelByMarket[marketOf(systemId)] ?? null;
}

import type { PaymentRule } from '../../../shared/enums.ts';

/** A time the guest picked, with what the booking flow needs to know of its rule. */
export interface ChosenSlot {
  ruleId: number;
  start: string;
  end: string;
  hasMenu: boolean;
  paymentRule: PaymentRule;
  title: string;
  sectionId: number;
}

import { describe, expect, it } from 'vitest';
import {
  payMethodChoices,
  type PayMethodChoicesInput,
} from '../../../../shared/checkout/payMethodChoices.ts';
import { BookingMode, PayMethod } from '../../../../shared/enums.ts';

const { CreditCard: card, Mobile: mobile, Invoice: invoice } = PayMethod;
const prepayment = BookingMode.Prepayment;

describe('payMethodChoices', () => {
  it.each<[string, PayMethodChoicesInput, PayMethod[]]>([
    [
      'doc 1 §5 Payment method: nothing to choose without prepayment',
      { mode: BookingMode.Normal, venueMethods: [card, mobile], marketHasMobile: true },
      [],
    ],
    [
      'doc 1 §5 Payment method: a no-show fee registers a card, no choice',
      { mode: BookingMode.NoShowFee, venueMethods: [card, mobile], marketHasMobile: true },
      [],
    ],
    [
      'doc 1 §5 Payment method: a waiting list pays nothing yet',
      { mode: BookingMode.WaitList, venueMethods: [card], marketHasMobile: false },
      [],
    ],
    [
      'doc 2 §3 paymentMethods: a venue that lists none takes card',
      { mode: prepayment, venueMethods: [], marketHasMobile: true },
      [card],
    ],
    [
      'doc 2 §9 Swish/Vipps: card and the market mobile payment',
      { mode: prepayment, venueMethods: [card, mobile], marketHasMobile: true },
      [card, mobile],
    ],
    [
      'doc 2 §9: mobile only, where the market has one',
      { mode: prepayment, venueMethods: [mobile], marketHasMobile: true },
      [mobile],
    ],
    [
      'doc 2 §9: no mobile payment in the market, card stays the way to pay',
      { mode: prepayment, venueMethods: [mobile], marketHasMobile: false },
      [card],
    ],
    [
      'doc 1 §3 methods: invoice is never offered to the guest',
      { mode: prepayment, venueMethods: [invoice, card], marketHasMobile: false },
      [card],
    ],
  ])('%s', (_name, input, expected) => {
    expect(payMethodChoices(input)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { chosenPayMethod } from '../../../../shared/checkout/chosenPayMethod.ts';
import { PayMethod } from '../../../../shared/enums.ts';

const { CreditCard: card, Mobile: mobile } = PayMethod;

describe('chosenPayMethod', () => {
  it.each<[string, number[], number | null | undefined, number | null]>([
    ['doc 1 §5 Payment method: the only method is chosen', [card], null, card],
    ['doc 1 §5 Payment method: between several the guest chooses', [card, mobile], null, null],
    [
      'doc 1 §5: the method chosen before the terminal stays chosen',
      [card, mobile],
      mobile,
      mobile,
    ],
    ['doc 1 §5: a kept method no longer offered gives way to the only one', [card], mobile, card],
    ['doc 1 §5: a kept method no longer offered, several left: none', [card, mobile], 1, null],
    ['doc 1 §5: no prepayment, nothing to choose', [], card, null],
  ])('%s', (_name, offered, kept, expected) => {
    expect(chosenPayMethod(offered, kept)).toBe(expected);
  });
});

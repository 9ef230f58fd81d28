import { describe, expect, it } from 'vitest';
import { itemDisplay, type ItemDisplay } from '../../../../shared/preorder/itemDisplay.ts';

describe('itemDisplay', () => {
  it.each<[string, number | null | undefined, ItemDisplay]>([
    [
      'doc1 §3 web flag 0: text, price and quantity',
      0,
      { visible: true, showPrice: true, showQuantity: true },
    ],
    [
      'doc1 §3 web flag 1: text and quantity',
      1,
      { visible: true, showPrice: false, showQuantity: true },
    ],
    ['doc1 §3 web flag 2: text only', 2, { visible: true, showPrice: false, showQuantity: false }],
    ['doc1 §3 web flag 3: hidden', 3, { visible: false, showPrice: false, showQuantity: false }],
    [
      'doc1 §3 no web flag reads as 0',
      null,
      { visible: true, showPrice: true, showQuantity: true },
    ],
  ])('%s', (_name, flags, expected) => {
    expect(itemDisplay(flags)).toEqual(expected);
  });
});

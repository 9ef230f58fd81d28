import { ItemWebFlag } from '../enums.ts';

export interface ItemDisplay {
  visible: boolean;
  showPrice: boolean;
  /** Whether the guest gets the − / + controls. */
  showQuantity: boolean;
}

/**
 * What of a menu item is shown, by its web flags (doc 1 §3: 0 text, price and quantity; 1 text
 * and quantity; 2 text only; 3 hidden). A missing or unknown flag shows everything, as 0.
 */
export function itemDisplay(webFlags: number | null | undefined): ItemDisplay {
  switch (webFlags) {
    case ItemWebFlag.Hidden:
      return { visible: false, showPrice: false, showQuantity: false };
    case ItemWebFlag.TextOnly:
      return { visible: true, showPrice: false, showQuantity: false };
    case ItemWebFlag.TextAndQuantity:
      return { visible: true, showPrice: false, showQuantity: true };
    default:
      return { visible: true, showPrice: true, showQuantity: true };
  }
}

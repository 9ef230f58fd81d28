import { ItemWebFlag } from '../enums.ts';

export interface MenuWithItems {
  groups: readonly { items: readonly { webFlags?: number | null }[] }[];
}

/**
 * Adding an activity opens the menu step only when its menu has items to show
 * (doc 1 §4 Activity modal); otherwise the guest returns to the list.
 */
export function needsMenuStep(menu: MenuWithItems | null | undefined): boolean {
  return (
    menu?.groups.some((group) =>
      group.items.some((item) => item.webFlags !== ItemWebFlag.Hidden),
    ) ?? false
  );
}

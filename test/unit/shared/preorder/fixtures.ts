import { MenuGroupType } from '../../../../shared/enums.ts';
import type { MenuGroup, MenuItem } from '../../../../shared/preorder/types.ts';

export const item = (
  articleID: number,
  quantity: number,
  name = `Item ${articleID}`,
): MenuItem => ({
  name,
  articleID,
  price: 100,
  quantity,
});

export const group = (
  groupType: MenuGroupType,
  quantities: number[],
  over: Partial<MenuGroup> = {},
): MenuGroup => ({
  name: 'Group',
  groupType,
  choices: 2,
  optional: false,
  items: quantities.map((q, i) => item(i + 1, q)),
  ...over,
});

export const T = MenuGroupType;

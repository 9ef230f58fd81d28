import { MenuGroupType } from '../enums.ts';
import type { MenuGroup } from './types.ts';

/** One menu response as POST BookingMenusExternal/Respond takes it (doc 1 §7). */
export interface MenuResponseBody {
  publicId: string;
  bookingGuid: string;
  groups: { index: number; name: string; items: { articleID: number; quantity: number }[] }[];
}

/**
 * The body of BookingMenusExternal/Respond (doc 1 §7 "array with one menu response"): every
 * orderable group by its position, each item with its quantity, zeros included so a lowered
 * choice is stored too. ViewOnly groups hold nothing to answer.
 */
export function menuResponse(
  menu: { publicId: string; groups: readonly MenuGroup[] },
  bookingGuid: string,
): [MenuResponseBody] {
  const groups = menu.groups.flatMap((group, index) =>
    group.groupType === MenuGroupType.ViewOnly
      ? []
      : [
          {
            index,
            name: group.name,
            items: group.items.map(({ articleID, quantity }) => ({ articleID, quantity })),
          },
        ],
  );
  return [{ publicId: menu.publicId, bookingGuid, groups }];
}

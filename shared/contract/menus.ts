import * as v from 'valibot';
import { ItemWebFlag, MenuGroupType, MenuStatus } from '../enums.ts';
import { LIMITS } from './limits.ts';
import {
  amount,
  boundedArray,
  enumOf,
  flag,
  int,
  list,
  nonNegativeInt,
  shortText,
  text,
} from './primitives.ts';

/** doc 1 §3 Menu item. `quantity` is what the guest has chosen so far. */
const MenuItemSchema = v.object({
  name: v.string(),
  description: text,
  price: v.nullish(amount, 0),
  articleID: int,
  webFlags: v.nullish(enumOf(ItemWebFlag), ItemWebFlag.TextPriceAndQuantity),
  quantity: v.nullish(nonNegativeInt, 0),
});

/** doc 1 §3 Menu group; `choices` is the group's limit used by the limited group types. */
const MenuGroupSchema = v.object({
  name: v.string(),
  groupType: enumOf(MenuGroupType),
  choices: v.nullish(nonNegativeInt, 0),
  optional: flag,
  items: list(MenuItemSchema),
});

/** doc 1 §3, doc 2 §3 Menu attached to a booking. */
export const MenuSchema = v.object({
  publicId: v.pipe(v.string(), v.minLength(1, 'expected a menu id')),
  status: enumOf(MenuStatus),
  groups: list(MenuGroupSchema),
});

/** The quantities the guest chose in one group: groups are addressed by position. */
const MenuGroupChoiceSchema = v.object({
  index: nonNegativeInt,
  /** Informative only; `index` decides (names need not be unique). */
  name: v.optional(shortText),
  items: boundedArray(
    v.object({
      articleID: int,
      quantity: v.pipe(
        nonNegativeInt,
        v.maxValue(LIMITS.guests, `expected a number <= ${LIMITS.guests}`),
      ),
    }),
    LIMITS.ids,
  ),
});

/** Body of PUT WebBooking/WebBookings/{guid}/Menus (DESIGN §3, doc 2 §7 "update menu"). */
export const MenusUpdateRequestSchema = v.object({
  publicId: v.pipe(shortText, v.minLength(1, 'expected a menu id')),
  groups: boundedArray(MenuGroupChoiceSchema, LIMITS.ids),
});

/** One menu response of POST BookingMenu/BookingMenusExternal/Respond. */
const MenuResponseSchema = v.object({
  publicId: v.pipe(v.string(), v.minLength(1, 'expected a menu id')),
  bookingGuid: v.pipe(shortText, v.minLength(1, 'expected a booking guid')),
  groups: boundedArray(MenuGroupChoiceSchema, LIMITS.ids),
});

/** Body of POST BookingMenu/BookingMenusExternal/Respond: exactly one response (doc 1 §7). */
export const MenuRespondRequestSchema = v.pipe(
  boundedArray(MenuResponseSchema, LIMITS.ids),
  v.length(1, 'expected exactly 1 menu response'),
);

export type MenuItem = v.InferOutput<typeof MenuItemSchema>;
export type MenuGroup = v.InferOutput<typeof MenuGroupSchema>;
export type Menu = v.InferOutput<typeof MenuSchema>;
export type MenuGroupChoice = v.InferOutput<typeof MenuGroupChoiceSchema>;
export type MenusUpdateRequest = v.InferInput<typeof MenusUpdateRequestSchema>;
export type MenuRespondRequest = v.InferInput<typeof MenuRespondRequestSchema>;

import { MenuStatus } from '../../shared/enums.ts';
import type { MenuGroupChoice } from '../../shared/contract/index.ts';
import { badRequest, conflict } from './apiError.ts';
import type { ActionContext } from './actionContext.ts';
import { BookingStatus } from '../../shared/enums.ts';
import { saveBooking, type BookingRow } from './bookingStore.ts';
import { bookingDate, changeStock, menuQuantities, stockOf } from './stock.ts';
import { menuRuleViolation } from './menuRules.ts';

/**
 * Sets the quantities of one of the booking's menus. `confirm` is the guest's menu response
 * (Sent → Confirmed); a plain update keeps the status. Stock already taken is adjusted.
 */
export function setMenuQuantities(
  ctx: ActionContext,
  booking: BookingRow,
  publicId: string,
  groups: MenuGroupChoice[],
  confirm: boolean,
): BookingRow {
  const menu = booking.data.menus.find((candidate) => candidate.publicId === publicId);
  if (!menu) throw badRequest(`publicId: the booking has no menu ${publicId}`);
  if (booking.status === BookingStatus.Canceled || booking.status === BookingStatus.Expired) {
    throw conflict('The booking is cancelled or expired');
  }
  const before = menuQuantities(booking);
  groups.forEach((choice, choiceIndex) => {
    const group = menu.groups[choice.index];
    if (!group)
      throw badRequest(`groups[${choiceIndex}].index: the menu has no group ${choice.index}`);
    choice.items.forEach((sent, itemIndex) => {
      const item = group.items.find((candidate) => candidate.articleID === sent.articleID);
      if (!item)
        throw badRequest(
          `groups[${choiceIndex}].items[${itemIndex}].articleID: not in group ${group.name}`,
        );
      item.quantity = sent.quantity;
    });
  });
  const after = menuQuantities(booking);
  const date = bookingDate(ctx.venue, booking);
  const left: { articleId: number; quantity: number }[] = [];
  for (const [articleId, quantity] of after) {
    const stock = stockOf(ctx.db, ctx.venue, articleId, date);
    const alreadyTaken = booking.data.stockTaken ? (before.get(articleId) ?? 0) : 0;
    if (stock !== null && quantity > stock + alreadyTaken) {
      throw badRequest(`groups: only ${stock + alreadyTaken} left of article ${articleId}`);
    }
    if (stock !== null) left.push({ articleId, quantity: stock + alreadyTaken });
  }
  // The guest's response must satisfy every group's rule (doc 1 §5), as the widget requires.
  if (confirm) {
    const broken = menuRuleViolation(menu.groups, { guests: booking.guests, stock: left });
    if (broken) throw broken;
  }
  ctx.db.transaction(() => {
    if (booking.data.stockTaken) {
      const deltas = new Map(
        [...after].map(([id, quantity]) => [id, (before.get(id) ?? 0) - quantity]),
      );
      changeStock(ctx.db, ctx.venue, date, deltas);
    }
    if (confirm) menu.status = MenuStatus.Confirmed;
    booking.changedMs = ctx.now;
    saveBooking(ctx.db, booking);
  })();
  return booking;
}

import { dayMark, type DayMark } from './dayMark.ts';
import { isDateSelectable } from './isDateSelectable.ts';
import type { BookingWindow, DayGroup } from './types.ts';

/** How a day cell looks: its mark, or `outside` for days before today or past the window. */
export type DayStatus = DayMark | 'outside';

export interface DayStatusContext {
  today: string;
  window: BookingWindow | null;
  /** The last selectable day (lastSelectableDate), null without a window. */
  lastDate: string | null;
  guests: number;
  isBookingRequest: boolean;
}

export interface DayView {
  status: DayStatus;
  /** The guest may choose this day. */
  pickable: boolean;
}

/**
 * Joins the shared rules for one calendar cell. Days outside the bookable range are `outside`
 * rather than closed: striking out every past day would read as "the venue is shut".
 */
export function dayStatus(
  date: string,
  group: DayGroup | undefined,
  ctx: DayStatusContext,
): DayView {
  if (date < ctx.today || (ctx.lastDate !== null && date > ctx.lastDate)) {
    return { status: 'outside', pickable: false };
  }
  // A request is for a party the web does not book (its size is in no day's lists): an open day
  // takes it whatever the web's tables say, so it carries no "fully booked" mark (issue 52).
  const status = ctx.isBookingRequest && group?.open ? 'available' : dayMark(group, ctx.guests);
  const selectable = isDateSelectable(date, {
    today: ctx.today,
    window: ctx.window,
    dayGroup: group,
  });
  // A fully booked day can still take a request (doc 1 §4: every time is requestable).
  const pickable = selectable && (status !== 'fullyBooked' || ctx.isBookingRequest);
  return { status, pickable };
}

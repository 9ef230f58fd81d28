import { BookingStatus, MenuStatus } from '../enums.ts';

/**
 * doc 1 §4 Preorder: entering pre-order for a booking whose menu is already confirmed, and
 * which is not finalized, re-creates the booking (the quantities are carried over).
 */
export function needsMenuRecreate(booking: {
  status: number;
  menus: readonly { status: number }[];
}): boolean {
  // Finalized is status Web, as isFinalized says; that module is not imported because the
  // first screen loads it and the lazy pre-order step sharing it would split its chunk.
  const finalized = booking.status === BookingStatus.Web;
  return !finalized && booking.menus.some((m) => m.status === MenuStatus.Confirmed);
}

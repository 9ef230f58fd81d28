import { DateTime } from 'luxon';
import type { Db } from '../db/openDatabase.ts';
import { bookingSpan } from './bookingView.ts';
import type { BookingRow } from './bookingStore.ts';
import type { Venue } from './venue.ts';
import { venueZone } from './venueZone.ts';

export function bookingDate(venue: Venue, booking: BookingRow): string {
  return DateTime.fromMillis(bookingSpan(booking).startMs, {
    zone: venueZone(venue.unit.timeZone),
  }).toISODate()!;
}

export function stockOf(db: Db, venue: Venue, articleId: number, date: string): number | null {
  const row = db
    .prepare(
      'SELECT quantity FROM article_stock WHERE system = ? AND unit_id = ? AND article_id = ? AND validity_date = ?',
    )
    .get(venue.system, venue.id, articleId, date) as { quantity: number } | undefined;
  return row?.quantity ?? null;
}

/** Changes stored stock by `delta` per article (articles without stock rows are unlimited). */
export function changeStock(db: Db, venue: Venue, date: string, deltas: Map<number, number>): void {
  const update = db.prepare(
    'UPDATE article_stock SET quantity = MAX(0, quantity + ?) WHERE system = ? AND unit_id = ? AND article_id = ? AND validity_date = ?',
  );
  for (const [articleId, delta] of deltas)
    if (delta !== 0) update.run(delta, venue.system, venue.id, articleId, date);
}

export function menuQuantities(booking: BookingRow): Map<number, number> {
  const totals = new Map<number, number>();
  for (const menu of booking.data.menus) {
    for (const group of menu.groups) {
      for (const item of group.items)
        totals.set(item.articleID, (totals.get(item.articleID) ?? 0) + item.quantity);
    }
  }
  return totals;
}

/** Stock leaves the shelf when the booking is finalized, once. */
export function takeStock(db: Db, venue: Venue, booking: BookingRow): void {
  if (booking.data.stockTaken) return;
  const taken = new Map([...menuQuantities(booking)].map(([id, quantity]) => [id, -quantity]));
  changeStock(db, venue, bookingDate(venue, booking), taken);
  booking.data.stockTaken = true;
}

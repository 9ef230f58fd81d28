import { randomUUID } from 'node:crypto';
import { ChargeStatus, ChargeType } from '../../shared/enums.ts';
import { bookingCharge } from '../../shared/money/bookingCharge.ts';
import type { Db } from '../db/openDatabase.ts';
import { conflict } from './apiError.ts';
import type { BookingRow, StoredCharge } from './bookingStore.ts';
import type { Venue } from './venue.ts';

const newChargeId = () => `ch_${randomUUID().replaceAll('-', '').slice(0, 20)}`;

/**
 * The charge a booking's rules ask for (doc 1 §9 payment total), through the widget's own
 * bookingCharge. Wait-list times and inquiries hold no table, so they carry no charge until
 * they become a table booking. The charge keeps its id while its amount stands; an amount
 * that changes after a terminal session opened is a new charge (the session's is void), so a
 * terminal can never take the old amount for the new one.
 */
export function chargeFor(
  venue: Venue,
  booking: BookingRow,
  previous: StoredCharge | null,
): StoredCharge | null {
  const held = booking.times.filter((time) => time.held === 1);
  const ruleIds = [...new Set(held.map((time) => time.ruleId))];
  const due = bookingCharge({
    guests: booking.guests,
    rules: ruleIds.flatMap((ruleId) => {
      const rule = venue.rules.find((candidate) => candidate.id === ruleId);
      if (!rule) return [];
      const tableArticles = held.filter(
        (time) => time.ruleId === ruleId && time.resourceId !== null,
      ).length;
      return [{ ...rule, tableArticles }];
    }),
  });
  if (!due) return null;
  const type = due.kind === 'prepayment' ? ChargeType.PrePayment : ChargeType.NoShow;
  const keep =
    previous !== null &&
    previous.type === type &&
    (previous.amount === due.amount || previous.linkExpiresMs === null);
  return {
    type,
    id: keep ? previous.id : newChargeId(),
    amount: due.amount,
    vat: due.vat,
    paid: keep ? previous.paid : 0,
    authorized: keep ? previous.authorized : 0,
    refunded: keep ? previous.refunded : 0,
    status: keep ? previous.status : ChargeStatus.Unknown,
    linkExpiresMs: keep ? previous.linkExpiresMs : null,
    payMethod: previous?.payMethod ?? null,
  };
}

/**
 * The booking's charge after its times or party changed. Refused while money is on its way:
 * once something is paid or registered, or a terminal captured and the return has not yet
 * credited it, a new amount would leave the booking paid for something else.
 */
export function rechargeBooking(db: Db, venue: Venue, booking: BookingRow): void {
  const previous = booking.data.charge;
  const next = chargeFor(venue, booking, previous);
  if (previous && (next?.amount ?? 0) !== previous.amount) {
    const captured = capturedFor(db, previous.id) !== null;
    if (previous.paid > 0 || previous.status === ChargeStatus.CardRegistered || captured) {
      throw conflict(
        'The payment for this booking is already taken; its party and times cannot change now',
      );
    }
    if (next?.id !== previous.id) {
      db.prepare('DELETE FROM charge_results WHERE charge_id = ?').run(previous.id);
      booking.data.voidedChargeIds = [...(booking.data.voidedChargeIds ?? []), previous.id];
    }
  }
  booking.data.charge = next;
}

/** The money a terminal took, or the card it registered, not yet credited; null for none. */
export function capturedFor(db: Db, chargeId: string): number | null {
  const row = db
    .prepare(
      "SELECT captured FROM charge_results WHERE charge_id = ? AND result IN ('paid', 'registered')",
    )
    .get(chargeId) as { captured: number } | undefined;
  return row ? row.captured : null;
}

/** Paid in full (prepayment) or card on file (no-show fee). */
export function isChargeSettled(charge: StoredCharge | null): boolean {
  if (!charge) return true;
  if (charge.type === ChargeType.NoShow) return charge.status === ChargeStatus.CardRegistered;
  return charge.paid >= charge.amount;
}

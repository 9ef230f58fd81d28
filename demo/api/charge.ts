import { randomUUID } from 'node:crypto';
import { ChargeStatus, ChargeType, PaymentCalculation, PaymentRule } from '../../shared/enums.ts';
import type { BookingRow, StoredCharge } from './bookingStore.ts';
import type { Venue } from './venue.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The charge a booking's rules ask for (doc 1 §9 payment total, per rule). Prepayment wins over
 * a no-show fee when an activity booking mixes both. Wait-list times and inquiries hold no
 * table, so they carry no charge until they become a table booking.
 */
export function chargeFor(
  venue: Venue,
  booking: BookingRow,
  previous: StoredCharge | null,
): StoredCharge | null {
  const held = booking.times.filter((time) => time.held === 1);
  const prepayment = { amount: 0, vat: 0 };
  const noShow = { amount: 0, vat: 0 };
  for (const ruleId of new Set(held.map((time) => time.ruleId))) {
    const rule = venue.rules.find((candidate) => candidate.id === ruleId);
    if (!rule || rule.paymentRule === PaymentRule.NoFee) continue;
    const tables = held.filter((time) => time.ruleId === ruleId && time.resourceId !== null).length;
    const amount =
      rule.paymentCalculation === PaymentCalculation.PerGuest
        ? rule.paymentAmount * booking.guests
        : rule.paymentCalculation === PaymentCalculation.PerBooking
          ? rule.paymentAmount
          : rule.paymentCalculation === PaymentCalculation.PerResource
            ? rule.paymentAmount * Math.max(1, tables)
            : 0;
    const vat = (amount * rule.paymentVAT) / (100 + rule.paymentVAT);
    const target = rule.paymentRule === PaymentRule.Prepayment ? prepayment : noShow;
    target.amount += amount;
    target.vat += vat;
  }
  const [type, total] =
    prepayment.amount > 0
      ? [ChargeType.PrePayment, prepayment]
      : noShow.amount > 0
        ? [ChargeType.NoShow, noShow]
        : [ChargeType.None, null];
  if (!total) return null;
  return {
    type,
    id: previous?.id ?? `ch_${randomUUID().replaceAll('-', '').slice(0, 20)}`,
    amount: round2(total.amount),
    vat: round2(total.vat),
    paid: previous?.paid ?? 0,
    authorized: previous?.authorized ?? 0,
    refunded: previous?.refunded ?? 0,
    status: previous?.status ?? ChargeStatus.Unknown,
    linkExpiresMs: previous?.linkExpiresMs ?? null,
    payMethod: previous?.payMethod ?? null,
  };
}

/** Paid in full (prepayment) or card on file (no-show fee). */
export function isChargeSettled(charge: StoredCharge | null): boolean {
  if (!charge) return true;
  if (charge.type === ChargeType.NoShow) return charge.status === ChargeStatus.CardRegistered;
  return charge.paid >= charge.amount;
}

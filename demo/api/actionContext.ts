import { BookingStatus, MenuStatus } from '../../shared/enums.ts';
import type { FinalizeRequestParsed } from '../../shared/contract/index.ts';
import { ApiTimeError, instantMs } from '../../shared/time/apiTime.ts';
import type { Db } from '../db/openDatabase.ts';
import { badRequest, conflict, unavailable } from './apiError.ts';
import type { WantedTime } from './allocate.ts';
import type { BookingRow, StoredMenu } from './bookingStore.ts';
import { rechargeBooking } from './charge.ts';
import type { Venue } from './venue.ts';

export interface ActionContext {
  db: Db;
  venue: Venue;
  now: number;
}

type Contact = NonNullable<FinalizeRequestParsed['contact']>;

/**
 * A date-time of a request: its offset when it has one, else the venue's wall clock (both forms
 * are read whatever DEMO_TIME_FORMAT writes). The contract has checked the form already.
 */
export function requestMs(venue: Venue, value: string, field: string): number {
  try {
    return instantMs(value, venue.unit.timeZone);
  } catch (error) {
    if (error instanceof ApiTimeError) throw badRequest(`${field}: not a date-time`);
    throw error;
  }
}

export const toWanted = (venue: Venue, times: { ruleId: number; start: string }[]): WantedTime[] =>
  times.map((time, index) => ({
    ruleId: time.ruleId,
    startMs: requestMs(venue, time.start, `times[${index}].start`),
  }));

export function touch(booking: BookingRow, now: number, status?: BookingStatus): void {
  booking.changedMs = now;
  if (status !== undefined && status !== booking.status) {
    booking.status = status;
    booking.data.history.push({ changeMs: now, status });
  }
}

export function storeContact(
  booking: BookingRow,
  contact: Contact | undefined,
  customer?: { name: string } | null,
): void {
  if (contact) {
    booking.data.contact = {
      fname: contact.fname.trim(),
      lname: contact.lname.trim(),
      email: contact.email.trim(),
      mobile: contact.mobile.trim(),
      newsletter: contact.newsletter,
      message: contact.message ?? '',
    };
  }
  if (customer) booking.data.customer = { name: customer.name };
}

/** Attaches a fresh copy (status Sent) of each booked rule's menu the booking does not have yet. */
function attachMenus(db: Db, venue: Venue, booking: BookingRow): void {
  const ruleIds = new Set(booking.times.map((time) => time.ruleId));
  booking.data.menus = booking.data.menus.filter((menu) => ruleIds.has(menu.ruleId));
  for (const ruleId of ruleIds) {
    const rule = venue.rules.find((candidate) => candidate.id === ruleId);
    if (!rule?.menuGuid || booking.data.menus.some((menu) => menu.ruleId === ruleId)) continue;
    const row = db.prepare('SELECT data FROM menus WHERE public_id = ?').get(rule.menuGuid) as
      { data: string } | undefined;
    if (!row) continue;
    const menu = JSON.parse(row.data) as Omit<StoredMenu, 'status' | 'ruleId'>;
    booking.data.menus.push({
      publicId: menu.publicId,
      status: MenuStatus.Sent,
      ruleId,
      groups: menu.groups.map((group) => ({
        ...group,
        items: group.items.map((item) => ({ ...item, quantity: 0 })),
      })),
    });
  }
}

export function afterTimesChanged(ctx: ActionContext, booking: BookingRow): void {
  attachMenus(ctx.db, ctx.venue, booking);
  rechargeBooking(ctx.db, ctx.venue, booking);
}

export function requireInProgress(booking: BookingRow): void {
  if (booking.status === BookingStatus.Expired) {
    throw unavailable(
      'The booking was released (left, or 60 minutes without activity); refresh it or start again',
    );
  }
  if (booking.status !== BookingStatus.BookingInProgress)
    throw conflict('The booking is already finalized or cancelled');
}

import {
  BookingStatus,
  type ChargeStatus,
  type ChargeType,
  type PayMethod,
} from '../../shared/enums.ts';
import type { Db } from '../db/openDatabase.ts';

interface StoredContact {
  fname: string;
  lname: string;
  email: string;
  mobile: string;
  newsletter: boolean;
  message: string;
}

export interface StoredMenu {
  publicId: string;
  status: number;
  ruleId: number;
  groups: {
    name: string;
    groupType: number;
    choices: number;
    optional: boolean;
    items: {
      name: string;
      description: string;
      price: number;
      articleID: number;
      webFlags: number;
      quantity: number;
    }[];
  }[];
}

export interface StoredCharge {
  type: ChargeType;
  id: string;
  amount: number;
  vat: number;
  paid: number;
  authorized: number;
  refunded: number;
  status: ChargeStatus;
  linkExpiresMs: number | null;
  payMethod: PayMethod | null;
}

interface StoredInquiry {
  originalStartMs: number;
  proposedStartMs: number | null;
}

/** Booking fields kept as JSON: they are read and written whole. */
export interface BookingData {
  contact: StoredContact | null;
  customer: { name: string } | null;
  menus: StoredMenu[];
  charge: StoredCharge | null;
  /** Charges replaced after their terminal session opened: a return for one took nothing. */
  voidedChargeIds?: string[];
  paymentEvents: {
    id: number;
    type: number;
    transactionMs: number;
    payedAmount: number;
    requestedAmount: number;
  }[];
  waitListOffers: { startMs: number; offerStatus: number }[];
  inquiry: StoredInquiry | null;
  history: { changeMs: number; status: number }[];
  stockTaken: boolean;
  finalized: boolean;
}

export interface BookingTime {
  id: number;
  ruleId: number;
  sectionId: number;
  resourceId: number | null;
  startMs: number;
  endMs: number;
  recoupMin: number;
  held: number;
}

export interface BookingRow {
  guid: string;
  system: string;
  unitId: number;
  number: number;
  status: BookingStatus;
  subStatus: number;
  guests: number;
  guestsChildren: number;
  isActivity: number;
  isWaitList: number;
  isInquiry: number;
  language: string;
  message: string;
  createdMs: number;
  changedMs: number;
  expiresMs: number | null;
  data: BookingData;
  times: BookingTime[];
}

/** An unfinalized booking is released after this long without activity (doc 2 §9). */
export const EXPIRY_MS = 60 * 60_000;

export function emptyData(): BookingData {
  return {
    contact: null,
    customer: null,
    menus: [],
    charge: null,
    paymentEvents: [],
    waitListOffers: [],
    inquiry: null,
    history: [],
    stockTaken: false,
    finalized: false,
  };
}

export function loadBooking(db: Db, guid: string): BookingRow | null {
  const row = db
    .prepare(
      `SELECT guid, system, unit_id AS unitId, number, status, sub_status AS subStatus, guests,
              guests_children AS guestsChildren, is_activity AS isActivity, is_wait_list AS isWaitList,
              is_inquiry AS isInquiry, language, message, created_ms AS createdMs, changed_ms AS changedMs,
              expires_ms AS expiresMs, data
       FROM bookings WHERE guid = ? AND is_staff = 0`,
    )
    .get(guid.toLowerCase()) as (Omit<BookingRow, 'data' | 'times'> & { data: string }) | undefined;
  if (!row) return null;
  const times = db
    .prepare(
      `SELECT id, rule_id AS ruleId, section_id AS sectionId, resource_id AS resourceId, start_ms AS startMs,
              end_ms AS endMs, recoup_min AS recoupMin, held
       FROM booking_times WHERE booking_guid = ? ORDER BY start_ms, id`,
    )
    .all(row.guid) as BookingTime[];
  return {
    ...row,
    data: { ...emptyData(), ...(JSON.parse(row.data) as Partial<BookingData>) },
    times,
  };
}

export function nextBookingNumber(db: Db): number {
  const row = db.prepare('SELECT COALESCE(MAX(number), 1000) + 1 AS next FROM bookings').get() as {
    next: number;
  };
  return row.next;
}

/** Writes the booking's own columns (times are written by the actions that change them). */
export function saveBooking(db: Db, booking: BookingRow, isNew = false): void {
  const values = [
    booking.status,
    booking.subStatus,
    booking.guests,
    booking.guestsChildren,
    booking.isActivity,
    booking.isWaitList,
    booking.isInquiry,
    booking.language,
    booking.message,
    booking.changedMs,
    booking.expiresMs,
    JSON.stringify(booking.data),
  ];
  if (isNew) {
    db.prepare(
      `INSERT INTO bookings (status, sub_status, guests, guests_children, is_activity, is_wait_list, is_inquiry,
         language, message, changed_ms, expires_ms, data, guid, system, unit_id, number, created_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      ...values,
      booking.guid,
      booking.system,
      booking.unitId,
      booking.number,
      booking.createdMs,
    );
    return;
  }
  db.prepare(
    `UPDATE bookings SET status = ?, sub_status = ?, guests = ?, guests_children = ?, is_activity = ?, is_wait_list = ?,
       is_inquiry = ?, language = ?, message = ?, changed_ms = ?, expires_ms = ?, data = ? WHERE guid = ?`,
  ).run(...values, booking.guid);
}

export function insertTime(db: Db, guid: string, time: Omit<BookingTime, 'id'>): void {
  db.prepare(
    `INSERT INTO booking_times (booking_guid, rule_id, section_id, resource_id, start_ms, end_ms, recoup_min, held)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    guid,
    time.ruleId,
    time.sectionId,
    time.resourceId,
    time.startMs,
    time.endMs,
    time.recoupMin,
    time.held,
  );
}

export function deleteTime(db: Db, id: number): void {
  db.prepare('DELETE FROM booking_times WHERE id = ?').run(id);
}

export function setHeld(db: Db, guid: string, held: boolean): void {
  db.prepare('UPDATE booking_times SET held = ? WHERE booking_guid = ?').run(held ? 1 : 0, guid);
}

/** Releases the tables of unfinalized bookings idle for an hour (checked before every request). */
export function expireStale(db: Db, now: number): void {
  const stale = db
    .prepare(
      'SELECT guid FROM bookings WHERE status = ? AND expires_ms IS NOT NULL AND expires_ms <= ?',
    )
    .all(BookingStatus.BookingInProgress, now) as { guid: string }[];
  if (stale.length === 0) return;
  db.transaction(() => {
    for (const { guid } of stale) {
      const booking = loadBooking(db, guid);
      if (!booking) continue;
      booking.status = BookingStatus.Expired;
      booking.data.history.push({ changeMs: now, status: BookingStatus.Expired });
      booking.changedMs = now;
      saveBooking(db, booking);
      setHeld(db, guid, false);
    }
  })();
}

import { DateTime } from 'luxon';
import type { Db } from '../db/openDatabase.ts';
import { badRequest, unavailable } from './apiError.ts';
import { loadHolds, pickResource, ruleDay, slotState, type Hold } from './availability.ts';
import { deleteTime, insertTime, type BookingRow, type BookingTime } from './bookingStore.ts';
import type { Venue } from './venue.ts';
import { venueZone } from './venueZone.ts';

export type HoldMode = 'table' | 'waitList' | 'inquiry';

export interface WantedTime {
  ruleId: number;
  startMs: number;
}

const DAY = 86_400_000;

/**
 * Replaces a booking's times with `wanted`, taking a resource for each when mode is 'table'.
 * Must run inside a transaction: a failure throws and the caller's transaction rolls back.
 */
export function allocateTimes(
  db: Db,
  venue: Venue,
  booking: BookingRow,
  wanted: WantedTime[],
  mode: HoldMode,
  now: number,
): void {
  if (wanted.length === 0) throw badRequest('times: at least one time is needed');
  const from = Math.min(...wanted.map((time) => time.startMs)) - DAY;
  const to = Math.max(...wanted.map((time) => time.startMs)) + 2 * DAY;
  const holds: Hold[] = loadHolds(db, venue.system, venue.id, from, to);
  const chosen: Omit<BookingTime, 'id'>[] = [];
  wanted.forEach((time, index) => {
    const rule = venue.rules.find((candidate) => candidate.id === time.ruleId);
    if (!rule)
      throw badRequest(`times[${index}].ruleId: rule ${time.ruleId} does not exist at this venue`);
    const date = DateTime.fromMillis(time.startMs, {
      zone: venueZone(venue.unit.timeZone),
    }).toISODate()!;
    const day = ruleDay(venue, rule, date, now, [], booking.guid);
    const isTime = day.slots.some((slot) => slot.startMs === time.startMs);
    if (!isTime) {
      if (day.closed || !day.runs)
        throw unavailable(`times[${index}]: ${rule.title} is closed on ${date}`);
      throw badRequest(`times[${index}].start: not a start time of ${rule.title}`);
    }
    const slot = slotState(venue, rule, date, time.startMs, now, holds, booking.guid);
    if (slot.expired)
      throw unavailable(`times[${index}]: the time has passed or is locked for online booking`);
    const base = {
      ruleId: rule.id,
      sectionId: rule.sectionId,
      startMs: slot.startMs,
      endMs: slot.endMs,
      recoupMin: slot.recoupMin,
    };
    if (mode === 'inquiry') {
      chosen.push({ ...base, resourceId: null, held: 0 });
      return;
    }
    if (mode === 'waitList') {
      if (!slot.waitListSeats.includes(booking.guests)) {
        throw unavailable(
          `times[${index}]: no waiting list for ${booking.guests} guests at this time`,
        );
      }
      chosen.push({ ...base, resourceId: null, held: 0 });
      return;
    }
    if (booking.guests < rule.minGroupSize || booking.guests > rule.maxGroupSize) {
      throw unavailable(
        `times[${index}]: ${rule.title} takes ${rule.minGroupSize} to ${rule.maxGroupSize} guests`,
      );
    }
    // Keep the resource the booking already has when it still fits: editing guests should not move tables.
    const current = booking.times.find(
      (existing) =>
        existing.ruleId === rule.id &&
        existing.startMs === slot.startMs &&
        existing.resourceId !== null,
    );
    const keep = slot.freeResources.find(
      (resource) =>
        resource.id === current?.resourceId &&
        resource.minChairs <= booking.guests &&
        booking.guests <= resource.maxChairs,
    );
    const resource = keep ?? pickResource(slot.freeResources, booking.guests);
    if (!resource)
      throw unavailable(
        `times[${index}]: no table for ${booking.guests} guests is free at this time`,
      );
    chosen.push({ ...base, resourceId: resource.id, held: 1 });
    // Later times of the same booking must see this one as taken.
    holds.push({
      guid: '',
      resourceId: resource.id,
      startMs: slot.startMs,
      endMs: slot.endMs,
      recoupMin: slot.recoupMin,
    });
  });
  for (const time of booking.times) deleteTime(db, time.id);
  for (const time of chosen) insertTime(db, booking.guid, time);
  reloadTimes(db, booking);
}

function reloadTimes(db: Db, booking: BookingRow): void {
  booking.times = db
    .prepare(
      `SELECT id, rule_id AS ruleId, section_id AS sectionId, resource_id AS resourceId, start_ms AS startMs,
              end_ms AS endMs, recoup_min AS recoupMin, held
       FROM booking_times WHERE booking_guid = ? ORDER BY start_ms, id`,
    )
    .all(booking.guid) as BookingTime[];
}

export function modeOf(booking: BookingRow): HoldMode {
  if (booking.isInquiry) return 'inquiry';
  if (booking.isWaitList) return 'waitList';
  return 'table';
}

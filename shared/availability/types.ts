import type { PaymentRule } from '../enums.ts';

/**
 * Minimal structural shapes of the availability payloads (doc 1 §3), named as the API names
 * them, so the contract types in shared/contract fit them later.
 */

export type { Instant } from '../time/apiTime.ts';

/** doc 1 §3 Time slot */
export interface TimeSlot {
  ruleId: number;
  start: string;
  end: string;
  /** Minutes after `end` the venue keeps free for clearing up. */
  recoupTime?: number;
  availableUntil: string | null;
  /** Party sizes a free resource can take at this time. */
  availableSeats: readonly number[];
  /** Party sizes that may join the waiting list at this time. */
  waitListSeats: readonly number[];
  timeExpired?: boolean;
  unavailableForGroupSize?: boolean;
  waitListUnavailableForGroupSize?: boolean;
}

/**
 * doc 1 §3 Time set or web rule: only the fields the rules here read; the full contract type
 * has more and fits this shape.
 */
export interface TimeSet {
  id: number;
  title: string;
  isClosed: boolean;
  isTextRow: boolean;
  menuGuid: string | null;
  paymentRule: PaymentRule;
  times: readonly TimeSlot[];
}

/** doc 1 §3 Section */
export interface Section {
  id: number;
  name?: string;
  hidden?: boolean;
  sortOrder?: number | null;
  timeSets: readonly TimeSet[];
}

/** doc 1 §3 Day state, one entry of GET dayStates (one per section and day). */
export interface DayStateEntry {
  day: string;
  state: boolean;
  availableSeats?: readonly number[] | null;
  waitListSeats?: readonly number[] | null;
  sectionId?: number;
}

/** doc 1 §7 Day states grouped by day. */
export interface DayGroup {
  day: string;
  /** Party sizes bookable on the day. */
  availableIds: number[];
  /** Party sizes that may join a waiting list on the day. */
  waitListIds: number[];
  open: boolean;
}

/** doc 1 §9 Booking window: an amount plus a unit. */
export interface BookingWindow {
  amount: number;
  unit: 'day' | 'week' | 'month';
}

import { instantMs } from '../time/apiTime.ts';
import type { EditGuestChoicesInput } from './editGuestChoices.ts';

interface SlotLike {
  start: string;
  availableSeats: readonly number[];
}

interface TimeSetLike {
  id: number;
  minGroupSize?: number | null;
  maxGroupSize?: number | null;
  times: readonly SlotLike[];
}

interface ArticleLike {
  isTable?: boolean | null;
  tableChairs?: number | null;
  tableMinChairs?: number | null;
}

export interface EditGuestLimitsInput {
  /** The booking as booked (editOriginal): its party size, time and rule. */
  booked: { guests: number; start: string; ruleId?: number | null };
  /** The time sets availableTimes answered for the booked day. */
  timeSets: readonly TimeSetLike[];
  articles: readonly ArticleLike[];
  timeZone: string;
  /** unitsMetaData.maxWebGuests. */
  maxWebGuests: number;
}

/**
 * What the guest-count choice is limited by (doc 2 §4 Edit "limited to available seat counts"):
 * the seats still free at the booked time of the booked rule, that rule's group sizes, and the
 * chairs of the table the booking holds (its first table article). A time or rule the day no
 * longer lists frees no seats and sets no group sizes.
 */
export function editGuestLimits({
  booked,
  timeSets,
  articles,
  timeZone,
  maxWebGuests,
}: EditGuestLimitsInput): EditGuestChoicesInput {
  const set = timeSets.find((s) => s.id === booked.ruleId);
  const bookedMs = instantMs(booked.start, timeZone);
  const slot = set?.times.find((s) => instantMs(s.start, timeZone) === bookedMs);
  const table = articles.find((a) => a.isTable);
  return {
    guests: booked.guests,
    availableSeats: slot?.availableSeats ?? [],
    heldTableChairs: table?.tableChairs,
    heldTableMinChairs: table?.tableMinChairs,
    minGroupSize: set?.minGroupSize,
    maxGroupSize: set?.maxGroupSize,
    maxWebGuests,
  };
}

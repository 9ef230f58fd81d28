export interface EditGuestChoicesInput {
  /** The party size booked now; always a choice, so "no change" can be picked back. */
  guests: number;
  /** availableSeats of the booking's own time: sizes another free table seats. */
  availableSeats: readonly number[];
  /** Chairs of the table the booking holds; sizes it seats stay possible on it. */
  heldTableChairs?: number | null;
  /**
   * The fewest guests that table takes (the article's tableMinChairs). Unknown, only sizes from
   * the booked one up count on it (docs/decisions/booking-page.md).
   */
  heldTableMinChairs?: number | null;
  minGroupSize?: number | null;
  maxGroupSize?: number | null;
  /** The venue's maximum web party (unitsMetaData.maxWebGuests). */
  maxWebGuests: number;
}

/**
 * The party sizes the edit modal offers (doc 2 §4 Edit "limited to available seat counts"): a
 * size some free table seats at the booked time, or one the booking's own table still seats
 * (between its minimum and maximum chairs), within the rule's group sizes and the venue's web
 * maximum; ascending.
 */
export function editGuestChoices(input: EditGuestChoicesInput): number[] {
  const min = Math.max(1, input.minGroupSize ?? 1);
  const max = Math.min(input.maxGroupSize ?? Number.POSITIVE_INFINITY, input.maxWebGuests);
  const seats = new Set(input.availableSeats);
  const chairs = input.heldTableChairs ?? 0;
  const least = input.heldTableMinChairs ?? input.guests;
  const choices = new Set<number>([input.guests]);
  for (let size = min; size <= max; size += 1) {
    if (seats.has(size) || (size <= chairs && size >= least)) choices.add(size);
  }
  return [...choices].sort((a, b) => a - b);
}

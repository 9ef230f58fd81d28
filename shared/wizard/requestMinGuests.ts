/**
 * The smallest party a booking request takes (doc 1 §5 Booking request): one more than the venue
 * books online. The guests step's last option ('max+1 +') shows the same number.
 */
export function requestMinGuests({ maxWebGuests }: { maxWebGuests: number }): number {
  return maxWebGuests + 1;
}

/** A time chosen for (or booked on) an activity; the booking API's `times` entries. */
export interface ChosenTime {
  ruleId: number;
  start: string;
  end: string;
  /** Minutes at the end of the slot the venue keeps for clearing up. */
  recoupTime?: number;
}

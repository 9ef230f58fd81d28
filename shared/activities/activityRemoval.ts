import { instantMs } from '../time/apiTime.ts';

/** A booked time as booking articles carry it (doc 2 §3 Article). */
export interface BookedActivityTime {
  ruleId: number | null;
  sectionId: number | null;
  start: string;
}

export type ActivityRemoval =
  | { action: 'cancelBooking'; query: Record<string, string> }
  | { action: 'updateBooking'; removeTimes: { sectionId: number; startTime: string }[] };

export interface ActivityRemovalContext {
  guests: number;
  guestsChildren?: number | null;
  /** YYYY-MM-DD */
  date: string;
  /** The venue's zone: times without an offset are its wall clock. */
  timeZone: string;
}

/**
 * Removing an activity (doc 1 §4 Activity modal, doc 2 §4 Cancel): the last one cancels the
 * booking and restarts with guests, children and date in the query; otherwise only its
 * times are removed from the booking. Takes the booking's articles (or times).
 */
export function activityRemoval(
  booked: readonly BookedActivityTime[],
  ruleId: number,
  { guests, guestsChildren, date, timeZone }: ActivityRemovalContext,
): ActivityRemoval {
  // Articles without a rule (extras such as menu items) are no activity of their own.
  const othersRemain = booked.some((time) => time.ruleId != null && time.ruleId !== ruleId);
  if (!othersRemain) {
    const query: Record<string, string> = { guests: String(guests), date };
    if (guestsChildren != null) query.children = String(guestsChildren);
    return { action: 'cancelBooking', query };
  }
  const removeTimes = new Map<string, { sectionId: number; startTime: string }>();
  for (const time of booked) {
    if (time.ruleId !== ruleId || time.sectionId == null) continue;
    // One time may hold several articles (resources); remove it once.
    const key = `${time.sectionId}|${instantMs(time.start, timeZone)}`;
    if (!removeTimes.has(key))
      removeTimes.set(key, { sectionId: time.sectionId, startTime: time.start });
  }
  return { action: 'updateBooking', removeTimes: [...removeTimes.values()] };
}

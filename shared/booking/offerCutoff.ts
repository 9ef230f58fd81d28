import { DateTime } from 'luxon';
import { instantMs } from '../time/apiTime.ts';

export interface OfferLockRule {
  /** Minutes before the lock point at which the offer locks. */
  lockTime?: number | null;
  /** Lock per time slot instead of per day. */
  lockPerTime?: boolean | null;
  /** Hour of the day (may be fractional) the per-day lock counts back from. */
  startTime?: number | null;
}

/**
 * The instant (epoch ms) after which a waiting-list offer can no longer be accepted.
 * Per time slot (lockPerTime, or no lock time): the offer start minus lockTime minutes.
 * Per day: the rule's startTime on the offer's day, venue wall clock, minus lockTime minutes.
 */
export function offerCutoff(offerStart: string, rule: OfferLockRule, timeZone: string): number {
  const lockTime = rule.lockTime ?? 0;
  const start = DateTime.fromMillis(instantMs(offerStart, timeZone), { zone: timeZone });
  let lockPoint = start;
  if (!rule.lockPerTime && lockTime !== 0) {
    const minutes = Math.round((rule.startTime ?? 0) * 60);
    // Wall-clock time, so a DST change that day does not shift the venue's hour.
    lockPoint = start.startOf('day').set({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
  }
  return lockPoint.minus({ minutes: lockTime }).toMillis();
}

import { instantMs, wallAt } from '../time/apiTime.ts';
import type { TimeSlot } from './types.ts';

export interface HourGroup<T> {
  /** Hour of day (0-23) in the venue time zone. */
  hour: number;
  slots: T[];
}

/** Hours before this one belong to the night after the evening, so they are listed last. */
const DAY_STARTS_AT_HOUR = 6;

/** Groups a section's times by start hour in the venue time zone (doc 1 §4 Time slots). */
export function groupSlotsByHour<T extends Pick<TimeSlot, 'start'>>(
  slots: readonly T[],
  timeZone: string,
): HourGroup<T>[] {
  const byHour = new Map<number, T[]>();
  const read = slots.map((slot) => ({ slot, ms: instantMs(slot.start, timeZone) }));
  read.sort((a, b) => a.ms - b.ms);
  for (const { slot, ms } of read) {
    // The venue's wall clock read as UTC (issue 51: luxon per slot cost seconds at 10,000 slots).
    const hour = new Date(wallAt(ms, timeZone)).getUTCHours();
    const group = byHour.get(hour);
    if (group) group.push(slot);
    else byHour.set(hour, [slot]);
  }
  return [...byHour]
    .map(([hour, group]) => ({ hour, slots: group }))
    .sort((a, b) => dayOrder(a.hour) - dayOrder(b.hour));
}

function dayOrder(hour: number): number {
  return hour < DAY_STARTS_AT_HOUR ? hour + 24 : hour;
}

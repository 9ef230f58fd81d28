import type { AvailableTimes, Booking, Section, TimeSet } from '../../shared/contract/index.ts';
import { activityList, type ActivityListEntry } from '../../shared/activities/activityList.ts';
import type { ChosenTime } from '../../shared/activities/types.ts';
import { bookedTimes } from '../../shared/booking/bookedTimes.ts';
import { instantMs } from '../../shared/time/apiTime.ts';

export interface Activity {
  timeSet: TimeSet;
  section: Section;
}

export interface ActivityModel {
  /** Offered in the list: not chosen yet (doc 1 §2 Activity list). */
  offered: (ActivityListEntry<TimeSet> & { section: Section })[];
  /** Every activity of the day by rule id, chosen ones included. */
  byRule: Map<number, Activity>;
  /** The booked times, with the slot's end and recoup time where the day's list has them. */
  booked: ChosenTime[];
}

/** The day's activities against the booking: what the list, summary and modal read. */
export function activityModel(
  units: AvailableTimes,
  booking: Booking | undefined,
  {
    unitId,
    guests,
    now,
    timeZone,
  }: { unitId: number; guests: number; now: number; timeZone: string },
): ActivityModel {
  const unit = units.find((u) => u.id === unitId) ?? units[0];
  const sections = (unit?.sections ?? [])
    .filter((s) => !s.hidden)
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  const byRule = new Map<number, Activity>();
  for (const section of sections)
    for (const timeSet of section.timeSets) byRule.set(timeSet.id, { timeSet, section });
  const booked = (booking ? bookedTimes(booking.articles, timeZone) : []).map((time) => {
    const slot = byRule
      .get(time.ruleId)
      ?.timeSet.times.find((s) => instantMs(s.start, timeZone) === instantMs(time.start, timeZone));
    return slot ? { ...time, end: slot.end, recoupTime: slot.recoupTime } : time;
  });
  const chosenRuleIds = [...new Set(booked.map((time) => time.ruleId))];
  const offered = activityList(
    [...byRule.values()].map((a) => a.timeSet),
    { chosenRuleIds, guests, now, timeZone },
  ).map((entry) => ({ ...entry, section: byRule.get(entry.activity.id)!.section }));
  return { offered, byRule, booked };
}

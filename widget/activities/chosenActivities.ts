import type { ChosenTime } from '../../shared/activities/types.ts';
import { formatTime } from '../../shared/time/formatTime.ts';
import type { Activity } from './activityModel.ts';
import type { ChosenActivity } from './ActivitySummary.tsx';

/** The summary's lines (doc 1 §2 Activity list): one per booked activity, its times joined. */
export function chosenActivities(
  booked: readonly ChosenTime[],
  byRule: ReadonlyMap<number, Activity>,
  { timeZone, locale }: { timeZone: string; locale: string },
): ChosenActivity[] {
  const chosen: ChosenActivity[] = [];
  for (const time of booked) {
    const entry = chosen.find((c) => c.ruleId === time.ruleId);
    const clock = formatTime(time.start, timeZone, locale);
    if (entry) entry.times += `, ${clock}`;
    else {
      const activity = byRule.get(time.ruleId);
      const name = activity?.timeSet.title || activity?.section.name || String(time.ruleId);
      chosen.push({ ruleId: time.ruleId, name, times: clock });
    }
  }
  return chosen;
}

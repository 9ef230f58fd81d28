import { instantMs } from '../time/apiTime.ts';

interface EditTimeLike {
  ruleId?: number | null;
  start: string;
}

/**
 * Whether two times of the edit modal are the same choice (doc 2 §4 Edit): the same rule at
 * the same instant, however each start is written (offset or venue wall time).
 */
export function isSameEditTime(a: EditTimeLike, b: EditTimeLike, timeZone: string): boolean {
  return a.ruleId === b.ruleId && instantMs(a.start, timeZone) === instantMs(b.start, timeZone);
}

import { instantMs } from '../time/apiTime.ts';
import type { ChosenTime } from './types.ts';

/** Two times are the same when they are of one rule and start at one instant. */
export function sameTime(
  a: Pick<ChosenTime, 'ruleId' | 'start'>,
  b: Pick<ChosenTime, 'ruleId' | 'start'>,
  timeZone: string,
): boolean {
  return a.ruleId === b.ruleId && instantMs(a.start, timeZone) === instantMs(b.start, timeZone);
}

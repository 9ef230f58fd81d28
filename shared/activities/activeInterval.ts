import { instantMs } from '../time/apiTime.ts';
import type { ChosenTime } from './types.ts';

/** The part of a slot the activity really uses: start to end minus the clearing-up time. */
export function activeInterval(
  time: Pick<ChosenTime, 'start' | 'end' | 'recoupTime'>,
  timeZone: string,
): [number, number] {
  return [
    instantMs(time.start, timeZone),
    instantMs(time.end, timeZone) - (time.recoupTime ?? 0) * 60_000,
  ];
}

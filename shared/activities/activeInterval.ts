import type { ChosenTime } from './types.ts';

/** The part of a slot the activity really uses: start to end minus the clearing-up time. */
export function activeInterval(
  time: Pick<ChosenTime, 'start' | 'end' | 'recoupTime'>,
): [number, number] {
  const start = Date.parse(time.start);
  return [start, Date.parse(time.end) - (time.recoupTime ?? 0) * 60_000];
}

import { describe, expect, it } from 'vitest';
import { firstAvailableDay } from '../../../../shared/availability/firstAvailableDay.ts';
import type { DayGroup } from '../../../../shared/availability/types.ts';

const g = (
  day: string,
  open: boolean,
  availableIds: number[] = [],
  waitListIds: number[] = [],
): DayGroup => ({
  day,
  availableIds,
  waitListIds,
  open,
});
const groups = (...list: DayGroup[]) => Object.fromEntries(list.map((x) => [x.day, x]));

describe('firstAvailableDay', () => {
  it.each<[string, Record<string, DayGroup>, number | undefined, string | null]>([
    [
      'doc1 §2 Date step: the earliest open day, whatever the key order',
      groups(g('2026-07-20', true), g('2026-07-03', false), g('2026-07-05', true)),
      undefined,
      '2026-07-05',
    ],
    [
      'doc1 §2 Date step: none when no day is open',
      groups(g('2026-07-03', false)),
      undefined,
      null,
    ],
    [
      'doc1 §2 Date step: with guests, the earliest day the party can book',
      groups(g('2026-07-01', true, [2]), g('2026-07-02', true, [2, 4])),
      4,
      '2026-07-02',
    ],
    [
      'doc1 §2 Date step: with guests, a waiting-list day counts',
      groups(g('2026-07-01', true, [2]), g('2026-07-02', true, [], [4])),
      4,
      '2026-07-02',
    ],
    [
      'doc1 §2 Date step: with guests, a closed day never counts',
      groups(g('2026-07-01', false, [4])),
      4,
      null,
    ],
  ])('%s', (_name, input, guests, expected) => {
    expect(firstAvailableDay(input, guests)).toBe(expected);
  });
});

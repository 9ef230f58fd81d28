import { describe, expect, it } from 'vitest';
import { showFirstAvailableDayLink } from '../../../../shared/availability/showFirstAvailableDayLink.ts';
import type { DayGroup } from '../../../../shared/availability/types.ts';

const g = (day: string, open: boolean): DayGroup => ({
  day,
  availableIds: [],
  waitListIds: [],
  open,
});
const groups = (...list: DayGroup[]) => Object.fromEntries(list.map((x) => [x.day, x]));

describe('showFirstAvailableDayLink', () => {
  it.each([
    [
      'doc1 §2 Date step: shown when the month has no open day',
      '2026-06',
      groups(g('2026-06-10', false), g('2026-07-02', true)),
      true,
    ],
    ['doc1 §2 Date step: shown when the month has no day states', '2026-06', groups(), true],
    [
      'doc1 §2 Date step: hidden when the month has an open day',
      '2026-06',
      groups(g('2026-06-10', false), g('2026-06-30', true)),
      false,
    ],
  ] as const)('%s', (_name, month, input, expected) => {
    expect(showFirstAvailableDayLink(month, input)).toBe(expected);
  });
});

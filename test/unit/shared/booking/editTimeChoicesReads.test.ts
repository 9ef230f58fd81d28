import { describe, expect, it, vi } from 'vitest';
import * as apiTime from '../../../../shared/time/apiTime.ts';
import { editTimeChoices } from '../../../../shared/booking/editTimeChoices.ts';

vi.mock('../../../../shared/time/apiTime.ts', async (original) => {
  const real = await original<typeof apiTime>();
  return { ...real, instantMs: vi.fn(real.instantMs) };
});

const hhmm = (i: number) =>
  `${String(7 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}`;
/** `rules` rules of `times` times each, every one open for two. */
const day = (rules: number, times: number) =>
  Array.from({ length: rules }, (_, r) => ({
    id: r + 1,
    title: `Rum ${r + 1}`,
    times: Array.from({ length: times }, (_, i) => ({
      name: hhmm(i),
      ruleId: r + 1,
      start: `2030-01-10T${hhmm(i)}:00+01:00`,
      availableSeats: [2],
    })),
  }));

describe('editTimeChoices at a large venue', () => {
  it.each([
    [2, 10],
    [20, 60],
  ])(
    'issue 51: %i rules of %i times read each start once, not again in the sort',
    (rules, times) => {
      vi.mocked(apiTime.instantMs).mockClear();
      const choices = editTimeChoices(day(rules, times), {
        guests: 2,
        current: { ruleId: 1, start: '2030-01-10T07:00:00+01:00' },
        now: '2030-01-08T08:00:00+01:00',
        timeZone: 'Europe/Stockholm',
      });
      expect(choices).toHaveLength(rules * times);
      // One read a time, plus now and the booked time.
      expect(vi.mocked(apiTime.instantMs).mock.calls.length).toBeLessThanOrEqual(rules * times + 2);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { AvailableTimesSchema, validate } from '../../../../shared/contract/index.ts';
import type { AvailableTimes } from '../../../../shared/contract/availableTimes.ts';
import { timeStepModelSteps } from '../../../../widget/wizard/time/timeStepModel.ts';
import availableTimes from '../../../fixtures/availableTimes.response.json' with { type: 'json' };

// Issue 51: a large day's time step model is built in steps (a yield between chunks of sections,
// and the first open section's rows in a chunk of their own); a small day's at once.

const parsed = (answer: unknown) => {
  const result = validate(AvailableTimesSchema, answer);
  if (!result.ok) throw new Error(result.message);
  return result.value;
};
const unit = availableTimes[0]!;
const section = unit.sections[0]!;
const venue = (sections: number): AvailableTimes =>
  parsed([
    {
      ...unit,
      sections: Array.from({ length: sections }, (_, index) => ({
        ...section,
        id: index + 1,
        timeSets: [
          {
            ...section.timeSets[0]!,
            times: Array.from({ length: 100 }, () => section.timeSets[0]!.times[0]!),
          },
        ],
      })),
    },
  ]);

const options = {
  unitId: unit.id,
  guests: 2,
  now: Date.parse('2026-12-04T08:00:00Z'),
  isBookingRequest: false,
  timeZone: 'Europe/Stockholm',
  locale: 'sv-SE',
};

describe('timeStepModelSteps (issue 51)', () => {
  it.each<[string, AvailableTimes, number]>([
    ['issue 51: the demo fixture is built at once', parsed(availableTimes), 0],
    ['issue 51: 4 sections of 100 times are built at once', venue(4), 0],
    // 2 × (20 chunks − 1) between chunks, and one before the open section's rows.
    ['issue 51: 100 sections of 100 times, in chunks of 5', venue(100), 39],
  ])('%s', (_name, day, yields) => {
    const steps = timeStepModelSteps(day, options);
    let count = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) count++;
    expect(count).toBe(yields);
    expect(step.value.sections).toHaveLength(day[0]!.sections.length);
  });
});

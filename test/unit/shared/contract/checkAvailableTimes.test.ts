import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AvailableTimesSchema,
  CHECK_CHUNK,
  checkAvailableTimes,
  LIMITS,
  validate,
} from '../../../../shared/contract/index.ts';
import availableTimes from '../../../fixtures/availableTimes.response.json' with { type: 'json' };

// Issue 51: an availableTimes answer is checked a chunk of sections at a time, with a yield
// before the first section (the answer's parse is a task apart) and between chunks, and comes
// out as the one pass's answer; a refused one is left to the one pass (undefined), so that its
// error is the one pass's, as before.

type Answer = unknown[];
const unit = availableTimes[0]!;
const section = unit.sections[0]!;
const time = section.timeSets[0]!.times[0]!;

/** A venue of `sections` sections of one rule with `times` times each (+1 for the rule). */
const venue = (sections: number, times = 99): Answer => [
  {
    ...unit,
    sections: Array.from({ length: sections }, (_, index) => ({
      ...section,
      id: index + 1,
      timeSets: [{ ...section.timeSets[0]!, times: Array.from({ length: times }, () => time) }],
    })),
  },
];

/** Runs the steps to their end: the result and how many times they yielded. */
function drain(data: unknown) {
  const steps = checkAvailableTimes(data);
  for (let yields = 0; ; yields++) {
    const step = steps.next();
    if (step.done) return { value: step.value, yields };
  }
}

/** `answer` with `change` made to a copy. */
const broken = (answer: Answer, change: (copy: any) => void): unknown => {
  const copy = structuredClone(answer);
  change(copy);
  return copy;
};

describe('checkAvailableTimes (issue 51)', () => {
  it.each<[string, Answer, number]>([
    ['issue 51: 100 sections of 100 times, as the one pass', venue(100), 21],
    ['issue 51: 6 sections of 100 times', venue(6), 2],
    ['issue 51: one section of 600 times: a chunk of its own', venue(1, 599), 1],
    ['issue 51: just under one chunk: a first chunk of a fifth', venue(CHECK_CHUNK / 100 - 1), 2],
    ['issue 51: within the first fifth of a chunk', venue(1), 1],
    ['doc 1 §7: the demo fixture (small)', availableTimes as Answer, 1],
  ])('%s, yielding before the first section and between chunks', (_name, answer, yields) => {
    const once = validate(AvailableTimesSchema, answer);
    expect(once.ok).toBe(true);
    expect(drain(answer)).toEqual({ value: once.ok && once.value, yields });
  });

  it.each<[string, unknown]>([
    ['doc1 §7: not a list', { units: venue(10) }],
    [
      'doc1 §7: a time without a start in section 7',
      broken(venue(10), (a) => delete a[0].sections[6].timeSets[0].times[3].start),
    ],
    [
      'doc1 §7: a time of the last section starting "18:00"',
      broken(venue(10), (a) => (a[0].sections[9].timeSets[0].times[0].start = '18:00')),
    ],
    ['doc1 §7: a unit without an id', broken(venue(10), (a) => delete a[0].id)],
    [
      'doc1 §7: sections as an object',
      broken(venue(10), (a) => a.push({ ...a[0], sections: { 0: a[0].sections[0] } })),
    ],
    ['doc1 §7: a unit that is null', broken(venue(10), (a) => a.push(null))],
    ['issue 51: over the limit of times', venue(Math.ceil(LIMITS.availableTimesSlots / 100) + 1)],
  ])('%s: left to the one pass', (_name, answer) => {
    expect(drain(answer).value).toBeUndefined();
    // What the widget shows then: the one pass's answer or error, as before issue 51.
    expect(validate(AvailableTimesSchema, answer).ok).toBe(false);
  });

  it('issue 51: any one value of a large answer replaced: the same answer as the one pass, or the one pass decides', () => {
    const answer = venue(10);
    const fields = ['id', 'name', 'timeZone', 'sections'];
    const place = fc.oneof(
      fc.tuple(fc.constant('unit'), fc.constantFrom(...fields)),
      fc.tuple(fc.nat(9), fc.constantFrom('id', 'hidden', 'timeSets', 'unavailable')),
      fc.tuple(fc.nat(9), fc.nat(98), fc.constantFrom('start', 'availableSeats', 'ruleId', 'name')),
    );
    fc.assert(
      fc.property(place, fc.jsonValue({ maxDepth: 2 }), (where, value) => {
        const copy: any = structuredClone(answer);
        if (where[0] === 'unit') copy[0][where[1]] = value;
        else if (where.length === 2) copy[0].sections[where[0]][where[1]] = value;
        else copy[0].sections[where[0]].timeSets[0].times[where[1]][where[2]] = value;
        const once = validate(AvailableTimesSchema, copy);
        const { value: stepped } = drain(copy);
        if (stepped !== undefined) expect(once).toEqual({ ok: true, value: stepped });
        if (!once.ok) expect(stepped).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });
});

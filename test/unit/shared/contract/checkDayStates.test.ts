import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_STATES_CHUNK,
  DayStatesSchema,
  checkDayStates,
  LIMITS,
  validate,
} from '../../../../shared/contract/index.ts';

// Issue 51: a large venue's month of dayStates (one entry per section and day) is checked a
// chunk of entries at a time, with a yield between chunks, and comes out as the one pass's
// answer; a small or refused one is left to the one pass (undefined), whose error is as before.

/** A month of `sections` sections' entries for December 2026. */
const month = (sections: number): unknown[] =>
  Array.from({ length: 31 * sections }, (_, index) => ({
    day: `2026-12-${String((index % 31) + 1).padStart(2, '0')}`,
    state: index % 3 !== 0,
    availableSeats: index % 3 ? [1, 2, 3, 4, 5, 6] : [],
    waitListSeats: index % 5 ? [] : null,
    sectionId: Math.floor(index / 31) + 1,
  }));

/** Runs the steps to their end: the result and how many times they yielded. */
function drain(data: unknown) {
  const steps = checkDayStates(data);
  for (let yields = 0; ; yields++) {
    const step = steps.next();
    if (step.done) return { value: step.value, yields };
  }
}

/** `answer` with `change` made to a copy. */
const broken = (answer: unknown[], change: (copy: any) => void): unknown => {
  const copy = structuredClone(answer);
  change(copy);
  return copy;
};

describe('checkDayStates (issue 51)', () => {
  it.each<[string, unknown[], number]>([
    ['issue 51: 100 sections, a month (3,100 entries)', month(100), 6],
    ['issue 51: 17 sections (527 entries)', month(17), 1],
    ['issue 51: one chunk and one entry', month(100).slice(0, DAY_STATES_CHUNK + 1), 1],
  ])('%s: the one pass’s answer, yielding between chunks', (_name, answer, yields) => {
    const once = validate(DayStatesSchema, answer);
    expect(once.ok).toBe(true);
    expect(drain(answer)).toEqual({ value: once.ok && once.value, yields });
  });

  it.each<[string, unknown, boolean]>([
    ['issue 51: the demo venue’s month (small: one pass)', month(4), true],
    ['issue 51: exactly one chunk (one pass)', month(100).slice(0, DAY_STATES_CHUNK), true],
    ['doc1 §7: not a list', { states: month(100) }, false],
    [
      'doc1 §7: a day that does not exist',
      broken(month(100), (a) => (a[0].day = '2026-02-30')),
      false,
    ],
    [
      'doc1 §7: a state of the last entry as text',
      broken(month(100), (a) => (a.at(-1).state = 'yes')),
      false,
    ],
    [
      'doc1 §7: a seat list with 0 in a middle chunk',
      broken(month(100), (a) => (a[1600].availableSeats = [0])),
      false,
    ],
    ['doc1 §7: an entry that is null', broken(month(100), (a) => (a[2000] = null)), false],
    [
      'DESIGN §3: over the answers’ list limit',
      month(Math.ceil(LIMITS.answerList / 31) + 1),
      false,
    ],
  ])('%s: left to the one pass', (_name, answer, valid) => {
    expect(drain(answer).value).toBeUndefined();
    // What the widget shows then: the one pass's answer or error, as before issue 51.
    expect(validate(DayStatesSchema, answer).ok).toBe(valid);
  });

  it('issue 51: any one value of a large month replaced: the one pass’s answer, or the one pass decides', () => {
    const answer = month(20);
    const place = fc.tuple(
      fc.nat(answer.length - 1),
      fc.constantFrom('day', 'state', 'availableSeats', 'waitListSeats', 'sectionId'),
    );
    fc.assert(
      fc.property(place, fc.jsonValue({ maxDepth: 2 }), ([index, field], value) => {
        const copy: any = structuredClone(answer);
        copy[index][field] = value;
        const once = validate(DayStatesSchema, copy);
        const { value: stepped } = drain(copy);
        if (stepped !== undefined) expect(once).toEqual({ ok: true, value: stepped });
        if (!once.ok) expect(stepped).toBeUndefined();
      }),
      { numRuns: 80 },
    );
  });
});

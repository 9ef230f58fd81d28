import { describe, expect, it } from 'vitest';
import {
  AvailableTimesSchema,
  DayStatesSchema,
  LIMITS,
  SettingsSchema,
  validate,
} from '../../../../shared/contract/index.ts';
import availableTimes from '../../../fixtures/availableTimes.response.json' with { type: 'json' };
import dayStates from '../../../fixtures/dayStates.response.json' with { type: 'json' };
import settings from '../../../fixtures/settings.response.json' with { type: 'json' };

// Issue 15 item 4: an oversized answer is refused as malformed (the generic error page), so no
// answer can make a screen render tens of thousands of buttons and crash the guest's tab.

type Answer = typeof availableTimes;

/** The fixture's first unit repeated `copies` times (as the attack repeated it 20,000 times). */
const repeatedUnits = (copies: number): Answer =>
  Array.from({ length: copies }, () => availableTimes[0]!) as Answer;

const slotsPerUnit = availableTimes[0]!.sections.reduce(
  (n, section) => n + section.timeSets.reduce((m, set) => m + set.times.length + 1, 0),
  0,
);

describe('answer limits', () => {
  it('doc1 §7 availableTimes: the fixture is well within the limit', () => {
    expect(validate(AvailableTimesSchema, availableTimes).ok).toBe(true);
  });

  it.each([
    [
      'doc1 §7 availableTimes: copies of the unit just over the limit',
      Math.ceil(LIMITS.availableTimesSlots / slotsPerUnit) + 1,
    ],
    ['doc1 §7 availableTimes: 20,000 copies of the unit', 20_000],
  ])('%s are refused naming the limit', (_name, copies) => {
    const result = validate(AvailableTimesSchema, repeatedUnits(copies));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/at most \d+/);
  });

  it('doc1 §7 availableTimes: exactly the limit of times and time sets is accepted', () => {
    const copies = Math.floor(LIMITS.availableTimesSlots / slotsPerUnit);
    expect(validate(AvailableTimesSchema, repeatedUnits(copies)).ok).toBe(true);
    expect(validate(AvailableTimesSchema, repeatedUnits(copies + 1)).ok).toBe(false);
  });

  it('issue 51: the largest venue, 100 sections of 100 times a day, is within the limit', () => {
    const [unit] = structuredClone(availableTimes);
    const section = unit!.sections[0]!;
    const timeSet = {
      ...section.timeSets[0]!,
      times: Array(100).fill(section.timeSets[0]!.times[0]),
    };
    unit!.sections = Array.from({ length: 100 }, (_, i) => ({
      ...section,
      id: i + 1,
      timeSets: [{ ...timeSet, id: i + 1 }],
    }));
    expect(validate(AvailableTimesSchema, [unit]).ok).toBe(true);
  });

  it('doc1 §7 availableTimes: one time set with more times than the limit is refused', () => {
    const [unit] = structuredClone(availableTimes);
    const timeSet = unit!.sections[0]!.timeSets[0]!;
    timeSet.times = Array.from({ length: LIMITS.availableTimesSlots }, () => timeSet.times[0]!);
    expect(validate(AvailableTimesSchema, [unit]).ok).toBe(false);
  });

  it(`doc1 §7 dayStates: more than ${LIMITS.answerList} entries are refused`, () => {
    const many = Array.from({ length: LIMITS.answerList + 1 }, () => dayStates[0]);
    expect(validate(DayStatesSchema, many).ok).toBe(false);
    expect(validate(DayStatesSchema, many.slice(1)).ok).toBe(true);
  });

  it(`doc1 §3 venue texts: a text over ${LIMITS.answerText} characters is refused`, () => {
    const long = { ...settings, introductionMessage: 'x'.repeat(LIMITS.answerText + 1) };
    const result = validate(SettingsSchema, long);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.field).toBe('introductionMessage');
    expect(
      validate(SettingsSchema, { ...long, introductionMessage: 'x'.repeat(LIMITS.answerText) }).ok,
    ).toBe(true);
  });
});

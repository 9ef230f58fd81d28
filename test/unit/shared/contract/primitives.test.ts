import { describe, expect, it } from 'vitest';
import { isIsoDate, isIsoDateTime } from '../../../../shared/contract/index.ts';

describe('isIsoDateTime (DESIGN §3: instants are ISO strings)', () => {
  it.each([
    ['DESIGN §3 instant with Z and milliseconds', '2026-12-04T17:00:00.000Z', true],
    ['DESIGN §3 instant with offset', '2026-12-04T18:00:00+01:00', true],
    ['DESIGN §3 offset without seconds', '2026-12-04T18:00+01:00', true],
    ['DESIGN §3 offset without colon', '2026-12-04T18:00:00+0100', true],
    ['DESIGN §3 local date-time without offset (.NET style)', '2026-12-04T18:00:00', true],
    ['DESIGN §3 seven fraction digits (.NET ticks)', '2026-12-04T18:00:00.1234567Z', true],
    ['DESIGN §3 leap day in a leap year', '2028-02-29T12:00Z', true],
    ['DESIGN §3 leap day in a common year', '2026-02-29T12:00Z', false],
    ['DESIGN §3 hour 24', '2026-12-04T24:00:00Z', false],
    ['DESIGN §3 minute 60', '2026-12-04T18:60:00Z', false],
    ['DESIGN §3 month 13', '2026-13-04T18:00:00Z', false],
    ['DESIGN §3 space instead of T', '2026-12-04 18:00:00Z', false],
    ['DESIGN §3 date only', '2026-12-04', false],
    ['DESIGN §3 time only', '18:00', false],
    ['DESIGN §3 offset hour 25', '2026-12-04T18:00:00+25:00', false],
  ])('%s: %s → %s', (_name, input, expected) => {
    expect(isIsoDateTime(input)).toBe(expected);
  });
});

describe('isIsoDate (doc1 §9 dates YYYY-MM-DD in requests)', () => {
  it.each([
    ['doc1 §9 plain date', '2026-12-04', true],
    ['doc1 §9 31 April does not exist', '2026-04-31', false],
    ['doc1 §9 29 February 2000 (divisible by 400)', '2000-02-29', true],
    ['doc1 §9 29 February 1900 (century)', '1900-02-29', false],
    ['doc1 §9 day 00', '2026-12-00', false],
    ['doc1 §9 single-digit month', '2026-1-04', false],
    ['doc1 §9 date-time is not a date', '2026-12-04T00:00:00Z', false],
  ])('%s: %s → %s', (_name, input, expected) => {
    expect(isIsoDate(input)).toBe(expected);
  });
});

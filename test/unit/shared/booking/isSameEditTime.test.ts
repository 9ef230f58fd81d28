import { describe, expect, it } from 'vitest';
import { isSameEditTime } from '../../../../shared/booking/isSameEditTime.ts';

type Time = Parameters<typeof isSameEditTime>[0];
const ZONE = 'Europe/Stockholm';
const booked: Time = { ruleId: 2, start: '2030-01-10T18:00:00+01:00' };

describe('isSameEditTime', () => {
  it.each<[string, Time, Time, boolean]>([
    ['doc2 §4 Edit: the same rule and start', booked, { ...booked }, true],
    [
      'doc2 §4 Edit: the same instant written as venue wall time is the same time',
      booked,
      { ruleId: 2, start: '2030-01-10T18:00:00' },
      true,
    ],
    [
      'doc2 §4 Edit: the same instant in UTC is the same time',
      booked,
      { ruleId: 2, start: '2030-01-10T17:00:00Z' },
      true,
    ],
    [
      'doc2 §4 Edit: the same start in another rule is another time',
      booked,
      { ruleId: 3, start: booked.start },
      false,
    ],
    [
      'doc2 §4 Edit: another start in the same rule is another time',
      booked,
      { ruleId: 2, start: '2030-01-10T18:15:00+01:00' },
      false,
    ],
    [
      'doc2 §4 Edit: a booking with no rule matches no rule’s time',
      { ruleId: null, start: booked.start },
      booked,
      false,
    ],
  ])('%s', (_name, a, b, expected) => {
    expect(isSameEditTime(a, b, ZONE)).toBe(expected);
  });
});

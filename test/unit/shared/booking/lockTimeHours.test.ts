import { describe, expect, it } from 'vitest';
import { lockTimeHours } from '../../../../shared/booking/lockTimeHours.ts';

describe('lockTimeHours', () => {
  it.each([
    ['doc2 §4 Lock time shown as whole hours: 120 minutes', 120, 2],
    ['doc2 §4 Lock time shown as whole hours: 90 minutes rounds up', 90, 2],
    ['doc2 §4 Lock time shown as whole hours: 61 minutes rounds up', 61, 2],
    ['doc2 §4 Lock time shown as whole hours: 30 minutes is 1', 30, 1],
    ['doc2 §4 Lock time shown as whole hours: none', 0, 0],
    ['doc2 §4 Lock time shown as whole hours: missing', null, 0],
  ])('%s', (_name, minutes, expected) => {
    expect(lockTimeHours(minutes)).toBe(expected);
  });
});

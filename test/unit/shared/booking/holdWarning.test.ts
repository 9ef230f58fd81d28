import { describe, expect, it } from 'vitest';
import {
  HOLD_MS,
  HOLD_WARNING_LEAD_MS,
  holdWarningDelay,
} from '../../../../shared/booking/holdWarning.ts';

const MIN = 60_000;

describe('holdWarningDelay (issue 52, WCAG 2.2.1: a warning before the 60-minute hold lapses)', () => {
  it.each([
    ['a hold just taken warns after 58 minutes', 0, 0, 58 * MIN],
    ['half an hour in, 28 minutes are left before the warning', 0, 30 * MIN, 28 * MIN],
    ['at the warning it is due', 0, 58 * MIN, 0],
    ['past the lapse it is due at once', 0, 61 * MIN, 0],
    ['an extended hold starts again', 45 * MIN, 45 * MIN, 58 * MIN],
  ])('%s', (_name, heldAt, now, expected) => {
    expect(holdWarningDelay(heldAt, now)).toBe(expected);
  });

  it('doc 1 §4: the hold is 60 minutes, and the warning leaves two minutes (at least 20 s)', () => {
    expect(HOLD_MS).toBe(60 * MIN);
    expect(HOLD_WARNING_LEAD_MS).toBe(2 * MIN);
    expect(HOLD_WARNING_LEAD_MS).toBeGreaterThanOrEqual(20_000);
  });
});

import { describe, expect, it } from 'vitest';
import { toEpochMs } from '../../../../shared/availability/toEpochMs.ts';

describe('toEpochMs', () => {
  it.each([
    [
      'doc1 §4 Time slots: an injected epoch-ms now is used as is',
      1_780_000_000_000,
      1_780_000_000_000,
    ],
    [
      'doc1 §4 Time slots: an ISO instant in UTC',
      '2026-06-10T12:00:00Z',
      Date.UTC(2026, 5, 10, 12),
    ],
    [
      'doc1 §4 Time slots: an ISO instant with an offset',
      '2026-06-10T14:00:00+02:00',
      Date.UTC(2026, 5, 10, 12),
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(toEpochMs(input)).toBe(expected);
  });

  it('an unreadable string gives NaN', () => {
    expect(toEpochMs('soon')).toBeNaN();
  });
});

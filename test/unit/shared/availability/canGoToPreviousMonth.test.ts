import { describe, expect, it } from 'vitest';
import { canGoToPreviousMonth } from '../../../../shared/availability/canGoToPreviousMonth.ts';

describe('canGoToPreviousMonth', () => {
  it.each([
    [
      'doc1 §2 Date step: past months are disabled from the current month',
      '2026-06',
      '2026-06-10',
      false,
    ],
    ['doc1 §2 Date step: a later month may go back', '2026-07', '2026-06-10', true],
    ['doc1 §2 Date step: across the year boundary', '2027-01', '2026-12-31', true],
    [
      'doc1 §2 Date step: a month before today cannot go further back',
      '2026-05',
      '2026-06-10',
      false,
    ],
  ] as const)('%s', (_name, month, today, expected) => {
    expect(canGoToPreviousMonth(month, today)).toBe(expected);
  });
});

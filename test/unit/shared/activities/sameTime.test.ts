import { describe, expect, it } from 'vitest';
import { sameTime } from '../../../../shared/activities/sameTime.ts';

describe('sameTime', () => {
  it.each([
    [
      'doc1 §4 Activity modal: same rule and start',
      { ruleId: 1, start: '2026-06-10T10:00:00Z' },
      { ruleId: 1, start: '2026-06-10T10:00:00Z' },
      true,
    ],
    [
      'doc1 §4 Activity modal: same instant in another offset',
      { ruleId: 1, start: '2026-06-10T10:00:00Z' },
      { ruleId: 1, start: '2026-06-10T12:00:00+02:00' },
      true,
    ],
    [
      'doc1 §4 Activity modal: another rule',
      { ruleId: 1, start: '2026-06-10T10:00:00Z' },
      { ruleId: 2, start: '2026-06-10T10:00:00Z' },
      false,
    ],
    [
      'doc1 §4 Activity modal: another start',
      { ruleId: 1, start: '2026-06-10T10:00:00Z' },
      { ruleId: 1, start: '2026-06-10T10:30:00Z' },
      false,
    ],
  ] as const)('%s', (_name, a, b, expected) => {
    expect(sameTime(a, b, 'Europe/Stockholm')).toBe(expected);
  });
});

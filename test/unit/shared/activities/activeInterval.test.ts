import { describe, expect, it } from 'vitest';
import { activeInterval } from '../../../../shared/activities/activeInterval.ts';

const at = (hhmm: string) => Date.parse(`2026-06-10T${hhmm}:00Z`);

describe('activeInterval', () => {
  it.each([
    [
      'doc1 §4 Activity modal: start to end without recoup time',
      { start: '2026-06-10T10:00:00Z', end: '2026-06-10T11:00:00Z' },
      [at('10:00'), at('11:00')],
    ],
    [
      'doc1 §4 Activity modal: start to end minus recoup time',
      { start: '2026-06-10T10:00:00Z', end: '2026-06-10T11:00:00Z', recoupTime: 15 },
      [at('10:00'), at('10:45')],
    ],
  ] as const)('%s', (_name, time, expected) => {
    expect(activeInterval(time, 'Europe/Stockholm')).toEqual(expected);
  });
});

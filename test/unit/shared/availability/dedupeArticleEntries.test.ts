import { describe, expect, it } from 'vitest';
import { dedupeArticleEntries } from '../../../../shared/availability/dedupeArticleEntries.ts';

const e = (id: string, articleGroupId: number, start: string, end: string) => ({
  id,
  articleGroupId,
  start,
  end,
});

describe('dedupeArticleEntries', () => {
  it.each([
    [
      'doc1 §3 Article entry: same group and range keeps the first',
      'UTC',
      [
        e('a', 1, '2026-06-10T16:00:00Z', '2026-06-10T17:00:00Z'),
        e('b', 1, '2026-06-10T16:00:00Z', '2026-06-10T17:00:00Z'),
      ],
      ['a'],
    ],
    [
      'doc1 §3 Article entry: another group or another range is kept',
      'UTC',
      [
        e('a', 1, '2026-06-10T16:00:00Z', '2026-06-10T17:00:00Z'),
        e('b', 2, '2026-06-10T16:00:00Z', '2026-06-10T17:00:00Z'),
        e('c', 1, '2026-06-10T16:00:00Z', '2026-06-10T17:30:00Z'),
        e('d', 1, '2026-06-10T16:15:00Z', '2026-06-10T17:00:00Z'),
      ],
      ['a', 'b', 'c', 'd'],
    ],
    [
      'doc1 §3 Article entry: the key is the HH:mm range, so the same times on another day merge',
      'UTC',
      [
        e('a', 1, '2026-06-10T16:00:00Z', '2026-06-10T17:00:00Z'),
        e('b', 1, '2026-06-11T16:00:00Z', '2026-06-11T17:00:00Z'),
      ],
      ['a'],
    ],
    [
      'doc1 §3 Article entry: the range is read in the venue zone, so offsets of one instant merge',
      'Europe/Stockholm',
      [
        e('a', 1, '2026-06-10T16:00:00Z', '2026-06-10T17:00:00Z'),
        e('b', 1, '2026-06-10T18:00:00+02:00', '2026-06-10T19:00:00+02:00'),
      ],
      ['a'],
    ],
  ] as const)('%s', (_name, timeZone, entries, expected) => {
    expect(dedupeArticleEntries(entries, timeZone).map((x) => x.id)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { bookedTimes } from '../../../../shared/booking/bookedTimes.ts';

const a = (ruleId: number | null, start: string, end = '2026-12-02T19:00:00Z') => ({
  ruleId,
  start,
  end,
});

describe('bookedTimes (doc 2 §3 Article: the times a booking holds)', () => {
  it.each([
    [
      'doc2 §3: one table article is one time',
      [a(2, '2026-12-02T17:00:00Z')],
      [a(2, '2026-12-02T17:00:00Z')],
    ],
    [
      'doc2 §3: two tables at one time (a large party) are one time',
      [a(2, '2026-12-02T17:00:00Z'), a(2, '2026-12-02T17:00:00.000Z')],
      [a(2, '2026-12-02T17:00:00Z')],
    ],
    [
      'doc1 §4: waiting-list times at several starts stay apart, in order',
      [a(2, '2026-12-02T17:00:00Z'), a(2, '2026-12-02T18:00:00Z')],
      [a(2, '2026-12-02T17:00:00Z'), a(2, '2026-12-02T18:00:00Z')],
    ],
    ['doc2 §3: an extra without a rule is no time', [a(null, '2026-12-02T17:00:00Z')], []],
  ])('%s', (_name, articles, expected) => {
    expect(bookedTimes(articles, 'Europe/Stockholm')).toEqual(expected);
  });
});

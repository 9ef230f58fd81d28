import { describe, expect, it } from 'vitest';
import { PaymentRule } from '../../../../shared/enums.ts';
import { timeRows, type TimeRow } from '../../../../shared/availability/timeRows.ts';
import type { TimeSet } from '../../../../shared/availability/types.ts';
import { rule, slot } from './fixtures.ts';

const T16 = '2026-06-10T16:00:00Z';
const T18 = '2026-06-10T18:00:00Z';

function summary(rows: TimeRow[]) {
  return rows.map((row) =>
    row.kind === 'commentOnly'
      ? { kind: row.kind, title: row.title, ruleIds: row.rules.map((r) => r.id) }
      : {
          kind: row.kind,
          title: row.title,
          ruleIds: row.rules.map((r) => r.id),
          times: row.times.map((t) => ({
            start: t.start,
            ruleId: t.ruleId,
            availableSeats: t.availableSeats,
            waitListSeats: t.waitListSeats,
            sources: t.sources.map((s) => s.ruleId),
          })),
        },
  );
}

describe('timeRows', () => {
  it.each<[string, TimeSet[], boolean, ReturnType<typeof summary>]>([
    [
      'doc1 §4 Time rows: a row with times is interactive',
      [rule({ id: 1, times: [slot({ start: T16, availableSeats: [2, 1] })] })],
      false,
      [
        {
          kind: 'interactive',
          title: 'Dinner',
          ruleIds: [1],
          times: [
            { start: T16, ruleId: 1, availableSeats: [1, 2], waitListSeats: [], sources: [1] },
          ],
        },
      ],
    ],
    [
      'doc1 §4 Time rows: a row without times is comment-only',
      [rule({ id: 2, title: 'Note', times: [] })],
      false,
      [{ kind: 'commentOnly', title: 'Note', ruleIds: [2] }],
    ],
    [
      'doc1 §4 Time rows: a text row is comment-only even with times',
      [rule({ id: 3, title: 'Info', isTextRow: true })],
      false,
      [{ kind: 'commentOnly', title: 'Info', ruleIds: [3] }],
    ],
    [
      'doc1 §4 Time rows: closed rows are dropped',
      [rule({ id: 4, isClosed: true }), rule({ id: 5, title: 'Lunch', isClosed: true, times: [] })],
      false,
      [],
    ],
    [
      'doc1 §4 Time rows: rows with the same title merge and times sharing a start unite sorted seats',
      [
        rule({
          id: 1,
          times: [
            slot({ ruleId: 1, start: T18, availableSeats: [4, 2] }),
            slot({ ruleId: 1, start: T16, availableSeats: [2], waitListSeats: [6] }),
          ],
        }),
        rule({ id: 2, title: 'Lunch', times: [slot({ ruleId: 2, start: T16 })] }),
        rule({
          id: 3,
          times: [
            slot({ ruleId: 3, start: T16, availableSeats: [1, 2, 3], waitListSeats: [5, 6] }),
          ],
        }),
      ],
      false,
      [
        {
          kind: 'interactive',
          title: 'Dinner',
          ruleIds: [1, 3],
          times: [
            {
              start: T16,
              ruleId: 1,
              availableSeats: [1, 2, 3],
              waitListSeats: [5, 6],
              sources: [1, 3],
            },
            { start: T18, ruleId: 1, availableSeats: [2, 4], waitListSeats: [], sources: [1] },
          ],
        },
        {
          kind: 'interactive',
          title: 'Lunch',
          ruleIds: [2],
          times: [
            {
              start: T16,
              ruleId: 2,
              availableSeats: [1, 2, 3, 4],
              waitListSeats: [],
              sources: [2],
            },
          ],
        },
      ],
    ],
    [
      'doc1 §4 Time rows: same instant written with another offset merges',
      [
        rule({ id: 1, times: [slot({ ruleId: 1, start: T16, availableSeats: [2] })] }),
        rule({
          id: 2,
          times: [slot({ ruleId: 2, start: '2026-06-10T18:00:00+02:00', availableSeats: [8] })],
        }),
      ],
      false,
      [
        {
          kind: 'interactive',
          title: 'Dinner',
          ruleIds: [1, 2],
          times: [
            { start: T16, ruleId: 1, availableSeats: [2, 8], waitListSeats: [], sources: [1, 2] },
          ],
        },
      ],
    ],
    [
      'doc1 §4 Time rows: in edit mode rows with a menu or a payment rule are hidden',
      [
        rule({ id: 1, title: 'Menu', menuGuid: 'abc' }),
        rule({ id: 2, title: 'Prepaid', paymentRule: PaymentRule.Prepayment }),
        rule({ id: 3, title: 'NoShow', paymentRule: PaymentRule.NoShowFee }),
        rule({ id: 4, title: 'Plain', times: [] }),
      ],
      true,
      [{ kind: 'commentOnly', title: 'Plain', ruleIds: [4] }],
    ],
    [
      'doc1 §4 Time rows: outside edit mode menu and payment rows stay',
      [
        rule({ id: 1, title: 'Menu', menuGuid: 'abc', times: [] }),
        rule({ id: 2, title: 'Prepaid', paymentRule: PaymentRule.Prepayment, times: [] }),
      ],
      false,
      [
        { kind: 'commentOnly', title: 'Menu', ruleIds: [1] },
        { kind: 'commentOnly', title: 'Prepaid', ruleIds: [2] },
      ],
    ],
  ])('%s', (_name, input, editMode, expected) => {
    expect(summary(timeRows(input, { timeZone: 'Europe/Stockholm', editMode }))).toEqual(expected);
  });

  it('doc1 §4 Time rows: does not mutate the input seat lists', () => {
    const first = slot({ availableSeats: [3, 1] });
    const input = [
      rule({ id: 1, times: [first] }),
      rule({ id: 2, times: [slot({ availableSeats: [2] })] }),
    ];
    timeRows(input, { timeZone: 'Europe/Stockholm' });
    expect(first.availableSeats).toEqual([3, 1]);
  });
});

import { describe, expect, it } from 'vitest';
import { queryAfterFinalize } from '../../../../shared/routing/queryAfterFinalize.ts';

describe('queryAfterFinalize', () => {
  it.each([
    ['doc1 §4 Submit: ruleId dropped', { ruleId: '5', isModal: 'true' }, { isModal: 'true' }],
    ['doc1 §4 Submit: date dropped', { date: '2026-05-01' }, {}],
    ['doc1 §4 Submit: guests dropped', { guests: '2', lang: 'sv' }, { lang: 'sv' }],
    ['doc1 §4 Submit: children dropped', { children: '1' }, {}],
    ['doc1 §4 Submit: the guestsChildren alias dropped too', { guestsChildren: '1' }, {}],
    ['doc2 §2 isTimesConfirmed dropped', { isTimesConfirmed: 'true' }, {}],
    ['doc2 §2 isWaitList dropped', { isWaitList: 'true' }, {}],
    [
      'doc2 §2 others kept',
      { tag: 'x', sectionIds: ['1', '2'], withPayment: 'true', r: '3' },
      { tag: 'x', sectionIds: ['1', '2'], withPayment: 'true', r: '3' },
    ],
  ])('%s', (_name, query, expected) => {
    expect(queryAfterFinalize(query)).toEqual(expected);
  });

  it('doc2 §2 reads a search string too', () => {
    expect(queryAfterFinalize('?guests=2&date=2026-01-01&isModal=1')).toEqual({ isModal: '1' });
  });
});

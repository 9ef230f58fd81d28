import { describe, expect, it } from 'vitest';
import {
  ArticleStocksQuerySchema,
  AvailableTimesQuerySchema,
  BookingQuerySchema,
  DayStatesQuerySchema,
  validate,
  type RawQuery,
} from '../../../../shared/contract/index.ts';

const dayStatesBase = { fromDate: '2026-12-01', toDate: '2027-01-01', unitId: '1' };

describe('DayStatesQuerySchema coerces URL strings (doc1 §7 dayStates)', () => {
  it.each<[string, RawQuery, Record<string, unknown>]>([
    [
      'doc1 §7 dayStates: booleans default to false',
      dayStatesBase,
      { unitId: 1, includeAvailableSeats: false, includeFirstAvailableMonth: false },
    ],
    [
      'doc1 §7 dayStates: "TRUE" and "1" are true',
      { ...dayStatesBase, includeAvailableSeats: 'TRUE', includeFirstAvailableMonth: '1' },
      { includeAvailableSeats: true, includeFirstAvailableMonth: true },
    ],
    [
      'doc1 §7 dayStates: "0" is false',
      { ...dayStatesBase, includeAvailableSeats: '0' },
      { includeAvailableSeats: false },
    ],
    [
      'doc1 §7 dayStates: one sectionId becomes a list',
      { ...dayStatesBase, sectionId: '2' },
      { sectionId: [2] },
    ],
    [
      'doc1 §7 dayStates: repeated sectionId stays in order',
      { ...dayStatesBase, sectionId: ['3', '1'] },
      { sectionId: [3, 1] },
    ],
    [
      'doc1 §2 comma-separated ids read like repeated ones',
      { ...dayStatesBase, sectionId: '1,2' },
      { sectionId: [1, 2] },
    ],
    ['doc1 §7 dayStates: tag passes through', { ...dayStatesBase, tag: 'jul' }, { tag: 'jul' }],
    [
      'doc1 §7 dayStates: a one-day range is allowed',
      { ...dayStatesBase, toDate: '2026-12-01' },
      { toDate: '2026-12-01' },
    ],
  ])('%s', (_name, query, expected) => {
    const result = validate(DayStatesQuerySchema, query);
    expect(result.ok ? result.value : result.message).toMatchObject(expected);
  });

  it.each<[string, RawQuery, string]>([
    [
      'doc1 §7 dayStates: toDate before fromDate',
      { ...dayStatesBase, toDate: '2026-11-30' },
      'toDate',
    ],
    ['doc1 §7 dayStates: unitId not a number', { ...dayStatesBase, unitId: 'one' }, 'unitId'],
    ['doc1 §7 dayStates: unitId with decimals', { ...dayStatesBase, unitId: '1.5' }, 'unitId'],
    [
      'doc1 §7 dayStates: boolean "yes"',
      { ...dayStatesBase, includeAvailableSeats: 'yes' },
      'includeAvailableSeats',
    ],
    ['doc1 §7 dayStates: fromDate missing', { toDate: '2027-01-01', unitId: '1' }, 'fromDate'],
  ])('%s fails on the field', (_name, query, field) => {
    const result = validate(DayStatesQuerySchema, query);
    expect(result.ok ? 'ok' : result.field).toBe(field);
  });
});

describe('AvailableTimesQuerySchema (doc1 §7 availableTimes: date in midnight UTC form)', () => {
  it.each([
    ['doc1 §7 availableTimes: midnight UTC form', '2026-12-04T00:00:00.000Z', '2026-12-04'],
    ['doc1 §7 availableTimes: plain date', '2026-12-04', '2026-12-04'],
    [
      'doc1 §7 availableTimes: local midnight with offset keeps its date',
      '2026-12-04T00:00:00+01:00',
      '2026-12-04',
    ],
  ])('%s', (_name, date, expected) => {
    const result = validate(AvailableTimesQuerySchema, { date, unitId: '1' });
    expect(result.ok ? result.value.date : result.message).toBe(expected);
  });
});

describe('BookingQuerySchema and ArticleStocksQuerySchema (doc2 §7, doc1 §7)', () => {
  it.each<[string, RawQuery, boolean]>([
    ['doc2 §7 booking: no parameter means no diff', {}, false],
    [
      'doc2 §7 booking: includeInquiryProposalDiff=true',
      { includeInquiryProposalDiff: 'true' },
      true,
    ],
    [
      'doc2 §7 booking: includeInquiryProposalDiff=False',
      { includeInquiryProposalDiff: 'False' },
      false,
    ],
  ])('%s', (_name, query, expected) => {
    const result = validate(BookingQuerySchema, query);
    expect(result.ok ? result.value.includeInquiryProposalDiff : result.message).toBe(expected);
  });

  it.each<[string, RawQuery, number[]]>([
    [
      'doc1 §7 articleStocks: comma-separated ids',
      { articleIds: '2011,2012', validityDate: '2026-12-04T18:00:00+01:00' },
      [2011, 2012],
    ],
    [
      'doc1 §7 articleStocks: spaces and a trailing comma',
      { articleIds: '2011, 2012,', validityDate: '2026-12-04' },
      [2011, 2012],
    ],
    [
      'doc1 §7 articleStocks: repeated parameter',
      { articleIds: ['2011', '2013'], validityDate: '2026-12-04' },
      [2011, 2013],
    ],
  ])('%s', (_name, query, expected) => {
    const result = validate(ArticleStocksQuerySchema, query);
    expect(result.ok ? result.value.articleIds : result.message).toEqual(expected);
  });

  it('doc1 §7 articleStocks: includeArticleStockChanges defaults to false', () => {
    const result = validate(ArticleStocksQuerySchema, {
      articleIds: '1',
      validityDate: '2026-12-04',
    });
    expect(result.ok && result.value.includeArticleStockChanges).toBe(false);
  });
});

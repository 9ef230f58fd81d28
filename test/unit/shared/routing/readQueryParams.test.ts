import { describe, expect, it } from 'vitest';
import { readQueryParams } from '../../../../shared/routing/readQueryParams.ts';

const OFF = {
  paymentLink: false,
  captured: false,
  isNoShow: false,
  withPayment: false,
  inquiryProposal: false,
  isModal: false,
};

describe('readQueryParams', () => {
  it.each([
    ['doc1 §2 Query parameters read: system string', '?system=se_demo', { system: 'se_demo' }],
    ['doc1 §2 Query parameters read: unitId integer', '?unitId=12', { unitId: 12 }],
    ['doc1 §2 Query parameters read: unitId not an integer is dropped', '?unitId=1.5', {}],
    [
      'doc1 §2 Query parameters read: sectionIds comma integers',
      '?sectionIds=3,1,x,2',
      { sectionIds: [3, 1, 2] },
    ],
    [
      'doc1 §2 Query parameters read: sectionIds repeated and duplicated',
      '?sectionIds=3&sectionIds=3,4',
      { sectionIds: [3, 4] },
    ],
    ['doc1 §2 Query parameters read: sectionIds all invalid', '?sectionIds=a,b', {}],
    ['doc1 §2 Query parameters read: tag', '?tag=lunch', { tag: 'lunch' }],
    ['doc1 §2 Query parameters read: webBookingId', '?webBookingId=abc', { webBookingId: 'abc' }],
    ['doc1 §2 Query parameters read: date YYYY-MM-DD', '?date=2026-02-28', { date: '2026-02-28' }],
    ['doc1 §2 Query parameters read: date leap day', '?date=2028-02-29', { date: '2028-02-29' }],
    ['doc1 §2 Query parameters read: date not a real day', '?date=2026-02-29', {}],
    ['doc1 §2 Query parameters read: date wrong shape', '?date=2026-2-1', {}],
    ['doc1 §2 Query parameters read: date with a time is not a day', '?date=2026-02-01T10:00', {}],
    ['doc1 §2 Query parameters read: guests integer', '?guests=4', { guests: 4 }],
    ['doc1 §2 Query parameters read: guests zero is no party', '?guests=0', {}],
    ['doc1 §2 Query parameters read: guests garbage', '?guests=four', {}],
    ['doc1 §2 Query parameters read: children', '?children=2', { guestsChildren: 2 }],
    [
      'doc1 §2 Query parameters read: children zero is an answer',
      '?children=0',
      { guestsChildren: 0 },
    ],
    [
      'doc1 §2 Query parameters read: guestsChildren alias',
      '?guestsChildren=1',
      { guestsChildren: 1 },
    ],
    [
      'doc1 §2 Query parameters read: guestsChildren wins over children, as on the element',
      '?guestsChildren=1&children=3',
      { guestsChildren: 1 },
    ],
    [
      'doc1 §2 Query parameters read: unreadable children falls back to alias',
      '?children=x&guestsChildren=1',
      { guestsChildren: 1 },
    ],
    ['doc1 §2 Query parameters read: ChargeId', '?ChargeId=ch_1', { chargeId: 'ch_1' }],
    [
      'doc1 §2 Query parameters read: offerStartTime',
      '?offerStartTime=2026-03-01T18:00:00Z',
      { offerStartTime: '2026-03-01T18:00:00Z' },
    ],
    ['doc1 §2 Query parameters read: lang', '?lang=sv', { lang: 'sv' }],
    ['doc1 §2 Query parameters read: lang with region', '?lang=en-GB', { lang: 'en-GB' }],
    ['doc2 §5 lang markup discarded', '?lang=%3Cscript%3E', {}],
    ['doc2 §5 lang quotes discarded', '?lang=sv%22onload', {}],
    ['doc2 §5 lang not a code shape discarded', '?lang=swedish language', {}],
    [
      'doc1 §2 Query parameters read: first of repeated scalar wins',
      '?guests=2&guests=5',
      { guests: 2 },
    ],
    ['doc1 §2 Query parameters read: empty string is absent', '?tag=&system=', {}],
    [
      'doc1 §2 Query parameters read: unused names ignored',
      '?r=5&activityBooking=true&timesConfirmed=1&waitList=1&bookingId=x',
      {},
    ],
  ])('%s', (_name, search, expected) => {
    expect(readQueryParams(search)).toEqual({ ...OFF, ...expected });
  });

  it.each([
    ['doc1 §2 Query parameters read: paymentLink', 'paymentLink', 'paymentLink'],
    ['doc1 §2 Query parameters read: Captured', 'Captured', 'captured'],
    ['doc1 §2 Query parameters read: isNoShow', 'isNoShow', 'isNoShow'],
    ['doc1 §2 Query parameters read: withPayment', 'withPayment', 'withPayment'],
    ['doc1 §2 Query parameters read: inquiryProposal', 'inquiryProposal', 'inquiryProposal'],
    ['doc1 §2 Query parameters read: isModal', 'isModal', 'isModal'],
  ] as const)('%s is a boolean: TRUE and 1 on, others off', (_name, param, field) => {
    expect(readQueryParams(`?${param}=TRUE`)[field]).toBe(true);
    expect(readQueryParams({ [param]: '1' })[field]).toBe(true);
    expect(readQueryParams({ [param]: 'no' })[field]).toBe(false);
    expect(readQueryParams({})[field]).toBe(false);
  });

  it('doc1 §2 Query parameters read: accepts a record as well as a string', () => {
    expect(readQueryParams({ guests: ['3', '9'], date: '2026-05-01' })).toEqual({
      ...OFF,
      guests: 3,
      date: '2026-05-01',
    });
  });
});

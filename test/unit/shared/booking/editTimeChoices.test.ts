import { describe, expect, it } from 'vitest';
import { editTimeChoices } from '../../../../shared/booking/editTimeChoices.ts';

const slot = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  ruleId: 2,
  start: `2030-01-10T${name}:00+01:00`,
  availableUntil: `2030-01-10T${name}:00+01:00`,
  availableSeats: [1, 2, 3, 4],
  ...extra,
});
const set = (times: ReturnType<typeof slot>[], extra: Record<string, unknown> = {}) => ({
  id: 2,
  title: 'Middag',
  times,
  ...extra,
});
const context = {
  guests: 2,
  current: { ruleId: 2, start: '2030-01-10T18:00:00+01:00' },
  now: '2030-01-08T08:00:00+01:00',
  timeZone: 'Europe/Stockholm',
};
const names = (sets: Parameters<typeof editTimeChoices>[0], ctx = context) =>
  editTimeChoices(sets, ctx).map((c) => `${c.name || c.start}${c.current ? '*' : ''}`);

describe('editTimeChoices', () => {
  it.each<[string, Parameters<typeof editTimeChoices>[0], string[]]>([
    [
      'doc2 §4 Edit: the booked time and free times, in time order',
      [set([slot('19:00'), slot('18:00'), slot('17:00')])],
      ['17:00', '18:00*', '19:00'],
    ],
    [
      'doc2 §4 Edit: limited to times that seat the party',
      [set([slot('18:00'), slot('19:00', { availableSeats: [5, 6] })])],
      ['18:00*'],
    ],
    [
      'doc1 §4 Time slots: a locked or expired time is no choice',
      [set([slot('18:00'), slot('19:00', { timeExpired: true })])],
      ['18:00*'],
    ],
    [
      'doc2 §4 Edit: times that need a payment or a pre-order are no choice (no charge, no extras)',
      [
        set([slot('18:00')]),
        set([slot('19:00', { ruleId: 5 })], { id: 5, paymentRule: 1 }),
        set([slot('12:00', { ruleId: 4 })], { id: 4, requireMenuSelection: true }),
        set([slot('13:00', { ruleId: 7 })], { id: 7, isClosed: true }),
      ],
      ['18:00*'],
    ],
    [
      'doc2 §4 Edit: the booked time stays even when nothing is free',
      [set([slot('18:00', { availableSeats: [] })])],
      ['18:00*'],
    ],
    [
      'doc2 §4 Edit: the booked time stays when the day is not answered',
      [],
      ['2030-01-10T18:00:00+01:00*'],
    ],
  ])('%s', (_name, sets, expected) => {
    expect(names(sets)).toEqual(expected);
  });

  it('doc1 §4 Time slots: availableUntil in the past locks a time by our clock too', () => {
    const late = { ...context, now: '2030-01-10T18:30:00+01:00' };
    expect(names([set([slot('18:00'), slot('18:15'), slot('19:00')])], late)).toEqual([
      '18:00*',
      '19:00',
    ]);
  });
});

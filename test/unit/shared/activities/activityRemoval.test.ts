import { describe, expect, it } from 'vitest';
import {
  activityRemoval,
  type ActivityRemoval,
  type BookedActivityTime,
} from '../../../../shared/activities/activityRemoval.ts';

const b = (
  ruleId: number | null,
  start: string,
  sectionId: number | null = 10,
): BookedActivityTime => ({
  ruleId,
  sectionId,
  start,
});

describe('activityRemoval', () => {
  it.each<[string, BookedActivityTime[], number, number | null, ActivityRemoval]>([
    [
      'doc1 §4 Activity modal: removing the only activity cancels and restarts with guests, children and date',
      [b(1, '2026-06-10T10:00:00Z')],
      1,
      2,
      { action: 'cancelBooking', query: { guests: '4', children: '2', date: '2026-06-10' } },
    ],
    [
      'doc1 §4 Activity modal: several times of the only activity still cancel',
      [b(1, '2026-06-10T10:00:00Z'), b(1, '2026-06-10T12:00:00Z')],
      1,
      0,
      { action: 'cancelBooking', query: { guests: '4', children: '0', date: '2026-06-10' } },
    ],
    [
      'doc1 §4 Activity modal: without children the query has none',
      [b(1, '2026-06-10T10:00:00Z')],
      1,
      null,
      { action: 'cancelBooking', query: { guests: '4', date: '2026-06-10' } },
    ],
    [
      'doc2 §4 Cancel: removing one of several activities updates the booking',
      [
        b(1, '2026-06-10T10:00:00Z', 10),
        b(2, '2026-06-10T12:00:00Z', 20),
        b(2, '2026-06-10T14:00:00Z', 20),
      ],
      2,
      null,
      {
        action: 'updateBooking',
        removeTimes: [
          { sectionId: 20, startTime: '2026-06-10T12:00:00Z' },
          { sectionId: 20, startTime: '2026-06-10T14:00:00Z' },
        ],
      },
    ],
    [
      'doc1 §4 Activity modal: articles without a rule do not keep the booking alive',
      [b(1, '2026-06-10T10:00:00Z'), b(null, '2026-06-10T10:00:00Z', null)],
      1,
      1,
      { action: 'cancelBooking', query: { guests: '4', children: '1', date: '2026-06-10' } },
    ],
    [
      'doc2 §4 Cancel: a time booked on several resources is removed once',
      [
        b(1, '2026-06-10T10:00:00Z'),
        b(2, '2026-06-10T12:00:00Z', 20),
        b(2, '2026-06-10T14:00:00+02:00', 20),
      ],
      2,
      null,
      {
        action: 'updateBooking',
        removeTimes: [{ sectionId: 20, startTime: '2026-06-10T12:00:00Z' }],
      },
    ],
  ])('%s', (_name, booked, ruleId, guestsChildren, expected) => {
    expect(
      activityRemoval(booked, ruleId, {
        guests: 4,
        guestsChildren,
        date: '2026-06-10',
        timeZone: 'Europe/Stockholm',
      }),
    ).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  createBookingBody,
  type CreateBookingFacts,
} from '../../../../shared/booking/createBookingBody.ts';

const times = [{ ruleId: 7, start: '2026-05-01T17:00:00Z' }];
const base: CreateBookingFacts = {
  unitId: 12,
  wizard: { guests: 4, guestsChildren: 1, date: '2026-05-01', isBookingRequest: false },
  times,
  isWaitList: false,
  lang: 'sv',
  query: {},
};

describe('createBookingBody', () => {
  it.each<[string, CreateBookingFacts, ReturnType<typeof createBookingBody>]>([
    [
      'doc 1 §7 POST WebBooking/WebBookings: booking state plus the inquiry flag',
      base,
      {
        unitId: 12,
        guests: 4,
        guestsChildren: 1,
        date: '2026-05-01',
        times,
        isInquiry: false,
        isWaitList: false,
        lang: 'sv',
      },
    ],
    [
      'doc 1 §7: a booking request sends isInquiry true; a waiting list isWaitList true',
      { ...base, wizard: { ...base.wizard, isBookingRequest: true }, isWaitList: true },
      {
        unitId: 12,
        guests: 4,
        guestsChildren: 1,
        date: '2026-05-01',
        times,
        isInquiry: true,
        isWaitList: true,
        lang: 'sv',
      },
    ],
    [
      'doc 1 §4 Creating the booking: an activity booking is flagged so and is no inquiry',
      { ...base, wizard: { ...base.wizard, isBookingRequest: true }, activity: true },
      {
        unitId: 12,
        guests: 4,
        guestsChildren: 1,
        date: '2026-05-01',
        times,
        isWaitList: false,
        isActivityBooking: true,
        lang: 'sv',
      },
    ],
    [
      'doc 1 §2 Query parameters read: sectionIds and tag are passed on',
      { ...base, query: { sectionIds: [3, 4], tag: 'terrace' } },
      {
        unitId: 12,
        guests: 4,
        guestsChildren: 1,
        date: '2026-05-01',
        times,
        isInquiry: false,
        isWaitList: false,
        lang: 'sv',
        sectionIds: [3, 4],
        tag: 'terrace',
      },
    ],
    [
      'doc 1 §3 Wizard state: a wizard without choices sends 1 guest, 0 children, no date',
      { ...base, wizard: { isBookingRequest: false }, query: { tag: '' } },
      {
        unitId: 12,
        guests: 1,
        guestsChildren: 0,
        date: '',
        times,
        isInquiry: false,
        isWaitList: false,
        lang: 'sv',
      },
    ],
  ])('%s', (_name, facts, expected) => {
    const body = createBookingBody(facts);
    expect(body).toEqual(expected);
    expect(JSON.parse(JSON.stringify(structuredClone(body)))).toEqual(expected);
  });
});

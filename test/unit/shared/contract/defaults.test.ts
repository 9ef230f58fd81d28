import { describe, expect, it } from 'vitest';
import {
  BackFromTerminalRequestSchema,
  BookingSchema,
  CancelRequestSchema,
  CreateBookingRequestSchema,
  SettingsSchema,
  validate,
} from '../../../../shared/contract/index.ts';

const minimalBooking = {
  guid: 'b3c1e0a2-5f4d-4c1e-9a7b-2d3e4f5a6b7c',
  unitId: 1,
  start: '2026-12-04T18:00:00+01:00',
  end: '2026-12-04T20:00:00+01:00',
  status: 112,
  guests: 2,
};

describe('contract defaults for fields the API may leave out (DESIGN §3)', () => {
  it.each<[string, string, unknown]>([
    ['doc2 §3 Booking: language defaults to en', 'language', 'en'],
    ['doc2 §3 Booking: articles default to []', 'articles', []],
    ['doc2 §3 Booking: waitListOffers default to []', 'waitListOffers', []],
    ['doc2 §3 Booking: chargeType defaults to None', 'chargeType', 0],
    ['doc2 §3 Booking: chargePayedAmount defaults to 0', 'chargePayedAmount', 0],
    ['doc2 §3 Booking: isActivityBooking defaults to false', 'isActivityBooking', false],
    ['doc2 §3 Booking: contact defaults to null', 'contact', null],
    ['doc2 §3 Booking: subStatus defaults to None', 'subStatus', 0],
  ])('%s', (_name, key, expected) => {
    const result = validate(BookingSchema, minimalBooking);
    expect(result.ok ? (result.value as Record<string, unknown>)[key] : result.message).toEqual(
      expected,
    );
  });

  it.each<[string, unknown, string, unknown]>([
    [
      'doc2 §3 Booking: null language reads as en',
      { ...minimalBooking, language: null },
      'language',
      'en',
    ],
    [
      'doc2 §3 Booking: numeric chargeId reads as a string',
      { ...minimalBooking, chargeId: 99120 },
      'chargeId',
      '99120',
    ],
    [
      'doc2 §3 Booking: null history reads as []',
      { ...minimalBooking, history: null },
      'history',
      [],
    ],
  ])('%s', (_name, input, key, expected) => {
    const result = validate(BookingSchema, input);
    expect(result.ok ? (result.value as Record<string, unknown>)[key] : result.message).toEqual(
      expected,
    );
  });

  it('doc2 §3 Venue settings: bookingWindowUnit defaults to month, texts to empty', () => {
    const result = validate(SettingsSchema, {
      unitsMetaData: { id: 1, name: 'Demo', maxWebGuests: 8, bookingWindowAsMonth: 3 },
      timeZone: 'Europe/Stockholm',
      introductionMessage: null,
    });
    expect(
      result.ok && [result.value.unitsMetaData.bookingWindowUnit, result.value.introductionMessage],
    ).toEqual(['month', '']);
  });

  it('doc1 §7 create: flags default to false and lang to en', () => {
    const result = validate(CreateBookingRequestSchema, {
      guests: 2,
      date: '2026-12-04',
      times: [{ ruleId: 11, start: '2026-12-04T11:30:00+01:00' }],
    });
    expect(result.ok && result.value).toMatchObject({
      guestsChildren: 0,
      isInquiry: false,
      isWaitList: false,
      lang: 'en',
    });
  });

  it.each([
    ['doc2 §7 Cancel: no body', undefined],
    ['doc2 §7 Cancel: null body', null],
    ['doc2 §7 Cancel: empty object', {}],
  ])('%s is allowed', (_name, body) => {
    expect(validate(CancelRequestSchema, body)).toEqual({ ok: true, value: {} });
  });

  it.each([
    ['doc2 §3 Charge return: empty offer start reads as none', '', null],
    ['doc2 §3 Charge return: missing offer start reads as none', undefined, null],
    [
      'doc2 §3 Charge return: offer start kept',
      '2026-12-04T19:00:00+01:00',
      '2026-12-04T19:00:00+01:00',
    ],
  ])('%s', (_name, startTime, expected) => {
    const result = validate(BackFromTerminalRequestSchema, { bookingChargeId: 'ch_1', startTime });
    expect(result.ok ? result.value.startTime : result.message).toBe(expected);
  });
});

import type { GenericSchema } from 'valibot';
import { describe, expect, it } from 'vitest';
import * as c from '../../../../shared/contract/index.ts';
import { fixtureCatalog } from '../../../fixtures/catalog.ts';
import { changeAt, REMOVE } from './changeAt.ts';

function fixture(name: string): unknown {
  const entry = fixtureCatalog.find((e) => e.name === name);
  if (!entry) throw new Error(`Unknown fixture ${name}`);
  return entry.data;
}

type Case = [
  name: string,
  schema: GenericSchema,
  base: string,
  path: (string | number)[],
  value: unknown,
  field: string,
  expected: string,
];

const MISSING = 'required field is missing';

// [case, schema, base fixture, path to break, new value, field named, words in message]
// prettier-ignore
const missing: Case[] = [
  ['doc2 §3 Venue settings: unitsMetaData', c.SettingsSchema, 'settings.response', ['unitsMetaData'], REMOVE, 'unitsMetaData', MISSING],
  ['doc1 §3 Unit metadata: maxWebGuests', c.SettingsSchema, 'settings.response', ['unitsMetaData', 'maxWebGuests'], REMOVE, 'unitsMetaData.maxWebGuests', MISSING],
  ['doc1 §3 Day state: day', c.DayStatesSchema, 'dayStates.response', [2, 'day'], REMOVE, '[2].day', MISSING],
  ['doc1 §3 Time slot: start', c.AvailableTimesSchema, 'availableTimes.response', [0, 'sections', 1, 'timeSets', 0, 'times', 3, 'start'], REMOVE, '[0].sections[1].timeSets[0].times[3].start', MISSING],
  ['doc1 §3 Unit: timeZone', c.AvailableTimesSchema, 'availableTimes.response', [0, 'timeZone'], REMOVE, '[0].timeZone', MISSING],
  ['doc2 §3 Booking: guid', c.BookingSchema, 'booking.response', ['guid'], REMOVE, 'guid', MISSING],
  ['doc2 §3 Article: start', c.BookingSchema, 'booking.response', ['articles', 0, 'start'], REMOVE, 'articles[0].start', MISSING],
  ['doc2 §3 Payment event: type', c.BookingSchema, 'booking.prepaid.response', ['paymentEvents', 0, 'type'], REMOVE, 'paymentEvents[0].type', MISSING],
  ['doc2 §3 Waiting-list offer: offerStatus', c.BookingSchema, 'booking.waitList.response', ['waitListOffers', 1, 'offerStatus'], REMOVE, 'waitListOffers[1].offerStatus', MISSING],
  ['doc1 §3 Menu group: groupType', c.BookingSchema, 'booking.response', ['menus', 0, 'groups', 2, 'groupType'], REMOVE, 'menus[0].groups[2].groupType', MISSING],
  ['doc1 §3 Article stock: articleId', c.ArticleStocksSchema, 'articleStocks.response', [1, 'articleId'], REMOVE, '[1].articleId', MISSING],
  ['doc1 §7 PaymentTerminal answer: url', c.PaymentTerminalResponseSchema, 'paymentTerminal.response', ['url'], REMOVE, 'url', MISSING],
  ['doc2 §7 BackFromPaymentTerminal answer: success', c.BackFromTerminalResponseSchema, 'backFromTerminal.response', ['success'], REMOVE, 'success', MISSING],
  ['DESIGN §3 Error body: code', c.ErrorBodySchema, 'error.payment.response', ['code'], REMOVE, 'code', MISSING],
  ['doc1 §7 create: date', c.CreateBookingRequestSchema, 'createBooking.request', ['date'], REMOVE, 'date', MISSING],
  ['doc1 §7 create: times[].ruleId', c.CreateBookingRequestSchema, 'createBooking.request', ['times', 0, 'ruleId'], REMOVE, 'times[0].ruleId', MISSING],
  ['doc1 §7 update: removeTimes[].sectionId', c.UpdateBookingRequestSchema, 'updateBooking.request', ['removeTimes', 0, 'sectionId'], REMOVE, 'removeTimes[0].sectionId', MISSING],
  ['doc1 §7 Finalize: contact.email', c.FinalizeRequestSchema, 'finalize.request', ['contact', 'email'], REMOVE, 'contact.email', MISSING],
  ['doc1 §7 PaymentTerminal: payMethod', c.PaymentTerminalRequestSchema, 'paymentTerminal.request', ['payMethod'], REMOVE, 'payMethod', MISSING],
  ['doc2 §3 Charge return: bookingChargeId', c.BackFromTerminalRequestSchema, 'backFromTerminal.request', ['bookingChargeId'], REMOVE, 'bookingChargeId', MISSING],
  ['doc2 §7 update booking: timesToUpdate[].start', c.EditBookingRequestSchema, 'editBooking.request', ['timesToUpdate', 0, 'start'], REMOVE, 'timesToUpdate[0].start', MISSING],
  ['doc2 §7 update menu: publicId', c.MenusUpdateRequestSchema, 'menusUpdate.request', ['publicId'], REMOVE, 'publicId', MISSING],
  ['doc1 §7 menu respond: bookingGuid', c.MenuRespondRequestSchema, 'menuRespond.request', [0, 'bookingGuid'], REMOVE, '[0].bookingGuid', MISSING],
  ['doc2 §7 AcceptWaitListOffer: startTime', c.AcceptWaitListOfferRequestSchema, 'acceptWaitListOffer.request', [0, 'startTime'], REMOVE, '[0].startTime', MISSING],
  ['doc2 §3 Proposal response: accept', c.ProposalRespondRequestSchema, 'proposalRespond.request', ['accept'], REMOVE, 'accept', MISSING],
  ['doc1 §7 dayStates query: toDate', c.DayStatesQuerySchema, 'dayStates.query', ['toDate'], REMOVE, 'toDate', MISSING],
  ['doc1 §7 availableTimes query: unitId', c.AvailableTimesQuerySchema, 'availableTimes.query', ['unitId'], REMOVE, 'unitId', MISSING],
  ['doc1 §7 articleStocks query: validityDate', c.ArticleStocksQuerySchema, 'articleStocks.query', ['validityDate'], REMOVE, 'validityDate', MISSING],
];

// prettier-ignore
const wrongType: Case[] = [
  ['doc2 §3 Venue settings: allowEditBooking', c.SettingsSchema, 'settings.response', ['allowEditBooking'], 'yes', 'allowEditBooking', 'expected boolean, received string'],
  ['doc2 §3 Venue settings: paymentMethods enum', c.SettingsSchema, 'settings.response', ['paymentMethods', 1], 5, 'paymentMethods[1]', 'expected (0 | 1 | 6), received 5'],
  ['doc1 §3 Unit metadata: bookingWindowUnit', c.SettingsSchema, 'settings.response', ['unitsMetaData', 'bookingWindowUnit'], 'year', 'unitsMetaData.bookingWindowUnit', 'received "year"'],
  ['doc1 §3 Day state: state', c.DayStatesSchema, 'dayStates.response', [0, 'state'], 'open', '[0].state', 'expected boolean, received string'],
  ['doc1 §3 Day state: day format', c.DayStatesSchema, 'dayStates.response', [0, 'day'], '04/12/2026', '[0].day', 'expected a date YYYY-MM-DD'],
  ['doc1 §3 Time slot: availableSeats', c.AvailableTimesSchema, 'availableTimes.response', [0, 'sections', 0, 'timeSets', 0, 'times', 0, 'availableSeats', 2], '3', '[0].sections[0].timeSets[0].times[0].availableSeats[2]', 'expected number, received string'],
  ['doc1 §3 Time set: paymentRule enum', c.AvailableTimesSchema, 'availableTimes.response', [0, 'sections', 0, 'timeSets', 1, 'paymentRule'], 3, '[0].sections[0].timeSets[1].paymentRule', 'expected (0 | 1 | 2), received 3'],
  ['doc2 §3 Booking: status enum', c.BookingSchema, 'booking.response', ['status'], 101, 'status', 'received 101'],
  ['doc2 §3 Booking: guests', c.BookingSchema, 'booking.response', ['guests'], '4', 'guests', 'expected number, received string'],
  ['doc2 §3 Booking: start instant', c.BookingSchema, 'booking.response', ['start'], '18:00', 'start', 'expected an ISO 8601 date-time, received "18:00"'],
  ['doc2 §3 Booking: contact.newsletter', c.BookingSchema, 'booking.response', ['contact', 'newsletter'], 'no', 'contact.newsletter', 'expected boolean, received string'],
  ['doc2 §3 inquiryValues: proposedStart', c.BookingSchema, 'booking.inquiry.response', ['inquiryValues', 'proposedStart'], 1734000000, 'inquiryValues.proposedStart', 'expected string, received number'],
  ['doc2 §3 Payment event: payedAmount', c.BookingSchema, 'booking.prepaid.response', ['paymentEvents', 0, 'payedAmount'], '2780', 'paymentEvents[0].payedAmount', 'expected number, received string'],
  ['doc1 §3 Article stock: quantity', c.ArticleStocksSchema, 'articleStocks.response', [0, 'quantity'], '12', '[0].quantity', 'expected number, received string'],
  ['doc1 §7 PaymentTerminal answer: url', c.PaymentTerminalResponseSchema, 'paymentTerminal.response', ['url'], 'javascript:alert(1)', 'url', 'expected an absolute http(s) URL'],
  ['doc2 §7 BackFromPaymentTerminal answer: errorCode', c.BackFromTerminalResponseSchema, 'backFromTerminal.failed.response', ['errorCode'], 'Oops', 'errorCode', 'received "Oops"'],
  ['DESIGN §3 Error body: code', c.ErrorBodySchema, 'error.payment.response', ['code'], 'PaymentError', 'code', 'expected number, received string'],
  ['doc1 §7 create: guests', c.CreateBookingRequestSchema, 'createBooking.request', ['guests'], 'four', 'guests', 'expected number, received string'],
  ['doc1 §7 create: times empty', c.CreateBookingRequestSchema, 'createBooking.request', ['times'], [], 'times', 'expected at least 1 time'],
  ['doc1 §5 message at most 255', c.CreateBookingRequestSchema, 'createBooking.request', ['message'], 'x'.repeat(256), 'message', 'expected at most 255 characters, received 256'],
  ['doc1 §7 update: replaceTimes', c.UpdateBookingRequestSchema, 'updateBooking.request', ['replaceTimes'], 'true', 'replaceTimes', 'expected boolean, received string'],
  ['doc1 §7 update: timeSetDate', c.UpdateBookingRequestSchema, 'updateBooking.request', ['timeSetDate'], '2026-13-01', 'timeSetDate', 'expected a date YYYY-MM-DD'],
  ['doc1 §7 Finalize: guestsChildren', c.FinalizeRequestSchema, 'finalize.request', ['guestsChildren'], -1, 'guestsChildren', 'expected a number >= 0'],
  ['doc1 §7 PaymentTerminal: terminalReturnUrl', c.PaymentTerminalRequestSchema, 'paymentTerminal.request', ['terminalReturnUrl'], '/relative', 'terminalReturnUrl', 'expected an absolute http(s) URL'],
  ['doc2 §3 Charge return: startTime', c.BackFromTerminalRequestSchema, 'backFromTerminal.request', ['startTime'], 'tomorrow', 'startTime', 'expected an ISO 8601 date-time'],
  ['doc2 §7 Cancel: id', c.CancelRequestSchema, 'cancel.request', ['id'], 42, 'id', 'expected string, received number'],
  ['DESIGN §3 Clear: body', c.ClearRequestSchema, 'clear.request', [], 5, '', 'expected object, received number'],
  ['doc2 §7 Refresh: body', c.RefreshRequestSchema, 'refresh.request', [], 'now', '', 'expected object, received string'],
  ['doc2 §7 update booking: guests', c.EditBookingRequestSchema, 'editBooking.request', ['guests'], 0, 'guests', 'expected a number >= 1'],
  ['doc2 §7 update menu: quantity', c.MenusUpdateRequestSchema, 'menusUpdate.request', ['groups', 1, 'items', 0, 'quantity'], 1.5, 'groups[1].items[0].quantity', 'expected an integer'],
  ['doc1 §7 menu respond: exactly one', c.MenuRespondRequestSchema, 'menuRespond.request', [1], (fixture('menuRespond.request') as unknown[])[0], '', 'expected exactly 1 menu response'],
  ['doc2 §7 AcceptWaitListOffer: offerStatus', c.AcceptWaitListOfferRequestSchema, 'acceptWaitListOffer.request', [0, 'offerStatus'], 'Available', '[0].offerStatus', 'received "Available"'],
  ['doc2 §5 proposal message at most 255', c.ProposalRespondRequestSchema, 'proposalRespond.request', ['message'], 'x'.repeat(300), 'message', 'expected at most 255 characters'],
  ['doc2 §3 Proposal response: accept', c.ProposalRespondRequestSchema, 'proposalRespond.request', ['accept'], 'no', 'accept', 'expected boolean, received string'],
  ['doc1 §7 dayStates query: sectionId', c.DayStatesQuerySchema, 'dayStates.query', ['sectionId', 1], 'two', 'sectionId[1]', 'expected an integer, received "two"'],
  ['doc1 §7 dayStates query: unitId repeated', c.DayStatesQuerySchema, 'dayStates.query', ['unitId'], ['1', '2'], 'unitId', 'expected string, received array'],
  ['doc1 §7 availableTimes query: date', c.AvailableTimesQuerySchema, 'availableTimes.query', ['date'], 'friday', 'date', 'expected a date YYYY-MM-DD'],
  ['doc2 §7 booking query: includeInquiryProposalDiff', c.BookingQuerySchema, 'booking.query', ['includeInquiryProposalDiff'], 'yes', 'includeInquiryProposalDiff', 'expected true, false, 1 or 0'],
  ['doc1 §7 articleStocks query: articleIds', c.ArticleStocksQuerySchema, 'articleStocks.query', ['articleIds'], '2011,x', 'articleIds[1]', 'expected an integer, received "x"'],
];

describe('contract schemas reject bad payloads naming the field (DESIGN §3)', () => {
  it.each(missing)(
    'missing required field, %s',
    (_name, schema, base, path, value, field, words) => {
      expect(c.validate(schema, fixture(base)).ok).toBe(true);
      const result = c.validate(schema, changeAt(fixture(base), path, value));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.field).toBe(field);
      expect(result.message).toBe(`Invalid field "${field}": ${words}`);
    },
  );

  it.each(wrongType)(
    'wrong type or value, %s',
    (_name, schema, base, path, value, field, words) => {
      expect(c.validate(schema, fixture(base)).ok).toBe(true);
      const result = c.validate(schema, changeAt(fixture(base), path, value));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.field).toBe(field);
      expect(result.message).toContain(
        field === '' ? 'Invalid value: ' : `Invalid field "${field}": `,
      );
      expect(result.message).toContain(words);
    },
  );
});

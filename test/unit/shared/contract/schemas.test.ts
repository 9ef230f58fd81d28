import type { GenericSchema } from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AcceptWaitListOfferRequestSchema,
  ArticleStocksQuerySchema,
  ArticleStocksSchema,
  AvailableTimesQuerySchema,
  AvailableTimesSchema,
  BackFromTerminalRequestSchema,
  BackFromTerminalResponseSchema,
  BookingQuerySchema,
  BookingSchema,
  CancelRequestSchema,
  ClearRequestSchema,
  CreateBookingRequestSchema,
  DayStatesQuerySchema,
  DayStatesSchema,
  EditBookingRequestSchema,
  ErrorBodySchema,
  FinalizeRequestSchema,
  MenuRespondRequestSchema,
  MenusUpdateRequestSchema,
  PaymentTerminalRequestSchema,
  PaymentTerminalResponseSchema,
  ProposalRespondRequestSchema,
  RefreshRequestSchema,
  SettingsSchema,
  UpdateBookingRequestSchema,
  validate,
} from '../../../../shared/contract/index.ts';
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
  ['doc2 §3 Venue settings: unitsMetaData', SettingsSchema, 'settings.response', ['unitsMetaData'], REMOVE, 'unitsMetaData', MISSING],
  ['doc1 §3 Unit metadata: maxWebGuests', SettingsSchema, 'settings.response', ['unitsMetaData', 'maxWebGuests'], REMOVE, 'unitsMetaData.maxWebGuests', MISSING],
  ['doc1 §3 Day state: day', DayStatesSchema, 'dayStates.response', [2, 'day'], REMOVE, '[2].day', MISSING],
  ['doc1 §3 Time slot: start', AvailableTimesSchema, 'availableTimes.response', [0, 'sections', 1, 'timeSets', 0, 'times', 3, 'start'], REMOVE, '[0].sections[1].timeSets[0].times[3].start', MISSING],
  ['doc1 §3 Unit: timeZone', AvailableTimesSchema, 'availableTimes.response', [0, 'timeZone'], REMOVE, '[0].timeZone', MISSING],
  ['doc2 §3 Booking: guid', BookingSchema, 'booking.response', ['guid'], REMOVE, 'guid', MISSING],
  ['doc2 §3 Article: start', BookingSchema, 'booking.response', ['articles', 0, 'start'], REMOVE, 'articles[0].start', MISSING],
  ['doc2 §3 Payment event: type', BookingSchema, 'booking.prepaid.response', ['paymentEvents', 0, 'type'], REMOVE, 'paymentEvents[0].type', MISSING],
  ['doc2 §3 Waiting-list offer: offerStatus', BookingSchema, 'booking.waitList.response', ['waitListOffers', 1, 'offerStatus'], REMOVE, 'waitListOffers[1].offerStatus', MISSING],
  ['doc1 §3 Menu group: groupType', BookingSchema, 'booking.response', ['menus', 0, 'groups', 2, 'groupType'], REMOVE, 'menus[0].groups[2].groupType', MISSING],
  ['doc1 §3 Article stock: articleId', ArticleStocksSchema, 'articleStocks.response', [1, 'articleId'], REMOVE, '[1].articleId', MISSING],
  ['doc1 §7 PaymentTerminal answer: url', PaymentTerminalResponseSchema, 'paymentTerminal.response', ['url'], REMOVE, 'url', MISSING],
  ['doc2 §7 BackFromPaymentTerminal answer: success', BackFromTerminalResponseSchema, 'backFromTerminal.response', ['success'], REMOVE, 'success', MISSING],
  ['DESIGN §3 Error body: code', ErrorBodySchema, 'error.payment.response', ['code'], REMOVE, 'code', MISSING],
  ['doc1 §7 create: date', CreateBookingRequestSchema, 'createBooking.request', ['date'], REMOVE, 'date', MISSING],
  ['doc1 §7 create: times[].ruleId', CreateBookingRequestSchema, 'createBooking.request', ['times', 0, 'ruleId'], REMOVE, 'times[0].ruleId', MISSING],
  ['doc1 §7 update: removeTimes[].sectionId', UpdateBookingRequestSchema, 'updateBooking.request', ['removeTimes', 0, 'sectionId'], REMOVE, 'removeTimes[0].sectionId', MISSING],
  ['doc1 §7 Finalize: contact.email', FinalizeRequestSchema, 'finalize.request', ['contact', 'email'], REMOVE, 'contact.email', MISSING],
  ['doc1 §7 PaymentTerminal: payMethod', PaymentTerminalRequestSchema, 'paymentTerminal.request', ['payMethod'], REMOVE, 'payMethod', MISSING],
  ['doc2 §3 Charge return: bookingChargeId', BackFromTerminalRequestSchema, 'backFromTerminal.request', ['bookingChargeId'], REMOVE, 'bookingChargeId', MISSING],
  ['doc2 §7 update booking: timesToUpdate[].start', EditBookingRequestSchema, 'editBooking.request', ['timesToUpdate', 0, 'start'], REMOVE, 'timesToUpdate[0].start', MISSING],
  ['doc2 §7 update menu: publicId', MenusUpdateRequestSchema, 'menusUpdate.request', ['publicId'], REMOVE, 'publicId', MISSING],
  ['doc1 §7 menu respond: bookingGuid', MenuRespondRequestSchema, 'menuRespond.request', [0, 'bookingGuid'], REMOVE, '[0].bookingGuid', MISSING],
  ['doc2 §7 AcceptWaitListOffer: startTime', AcceptWaitListOfferRequestSchema, 'acceptWaitListOffer.request', [0, 'startTime'], REMOVE, '[0].startTime', MISSING],
  ['doc2 §3 Proposal response: accept', ProposalRespondRequestSchema, 'proposalRespond.request', ['accept'], REMOVE, 'accept', MISSING],
  ['doc1 §7 dayStates query: toDate', DayStatesQuerySchema, 'dayStates.query', ['toDate'], REMOVE, 'toDate', MISSING],
  ['doc1 §7 availableTimes query: unitId', AvailableTimesQuerySchema, 'availableTimes.query', ['unitId'], REMOVE, 'unitId', MISSING],
  ['doc1 §7 articleStocks query: validityDate', ArticleStocksQuerySchema, 'articleStocks.query', ['validityDate'], REMOVE, 'validityDate', MISSING],
];

// prettier-ignore
const wrongType: Case[] = [
  ['doc2 §3 Venue settings: allowEditBooking', SettingsSchema, 'settings.response', ['allowEditBooking'], 'yes', 'allowEditBooking', 'expected boolean, received string'],
  ['doc2 §3 Venue settings: paymentMethods enum', SettingsSchema, 'settings.response', ['paymentMethods', 1], 5, 'paymentMethods[1]', 'expected (0 | 1 | 6), received 5'],
  ['doc1 §3 Unit metadata: bookingWindowUnit', SettingsSchema, 'settings.response', ['unitsMetaData', 'bookingWindowUnit'], 'year', 'unitsMetaData.bookingWindowUnit', 'received "year"'],
  ['doc1 §3 Day state: state', DayStatesSchema, 'dayStates.response', [0, 'state'], 'open', '[0].state', 'expected boolean, received string'],
  ['doc1 §3 Day state: day format', DayStatesSchema, 'dayStates.response', [0, 'day'], '04/12/2026', '[0].day', 'expected a date YYYY-MM-DD'],
  ['doc1 §3 Time slot: availableSeats', AvailableTimesSchema, 'availableTimes.response', [0, 'sections', 0, 'timeSets', 0, 'times', 0, 'availableSeats', 2], '3', '[0].sections[0].timeSets[0].times[0].availableSeats[2]', 'expected number, received string'],
  ['doc1 §3 Time set: paymentRule enum', AvailableTimesSchema, 'availableTimes.response', [0, 'sections', 0, 'timeSets', 1, 'paymentRule'], 3, '[0].sections[0].timeSets[1].paymentRule', 'expected (0 | 1 | 2), received 3'],
  ['doc2 §3 Booking: status enum', BookingSchema, 'booking.response', ['status'], 101, 'status', 'received 101'],
  ['doc2 §3 Booking: guests', BookingSchema, 'booking.response', ['guests'], '4', 'guests', 'expected number, received string'],
  ['doc2 §3 Booking: start instant', BookingSchema, 'booking.response', ['start'], '18:00', 'start', 'expected an ISO 8601 date-time, received "18:00"'],
  ['doc2 §3 Booking: contact.newsletter', BookingSchema, 'booking.response', ['contact', 'newsletter'], 'no', 'contact.newsletter', 'expected boolean, received string'],
  ['doc2 §3 inquiryValues: proposedStart', BookingSchema, 'booking.inquiry.response', ['inquiryValues', 'proposedStart'], 1734000000, 'inquiryValues.proposedStart', 'expected string, received number'],
  ['doc2 §3 Payment event: payedAmount', BookingSchema, 'booking.prepaid.response', ['paymentEvents', 0, 'payedAmount'], '2780', 'paymentEvents[0].payedAmount', 'expected number, received string'],
  ['doc1 §3 Article stock: quantity', ArticleStocksSchema, 'articleStocks.response', [0, 'quantity'], '12', '[0].quantity', 'expected number, received string'],
  ['doc1 §7 PaymentTerminal answer: url', PaymentTerminalResponseSchema, 'paymentTerminal.response', ['url'], 'javascript:alert(1)', 'url', 'expected an absolute http(s) URL'],
  ['doc2 §7 BackFromPaymentTerminal answer: errorCode', BackFromTerminalResponseSchema, 'backFromTerminal.failed.response', ['errorCode'], 'Oops', 'errorCode', 'received "Oops"'],
  ['DESIGN §3 Error body: code', ErrorBodySchema, 'error.payment.response', ['code'], 'PaymentError', 'code', 'expected number, received string'],
  ['doc1 §7 create: guests', CreateBookingRequestSchema, 'createBooking.request', ['guests'], 'four', 'guests', 'expected number, received string'],
  ['doc1 §7 create: times empty', CreateBookingRequestSchema, 'createBooking.request', ['times'], [], 'times', 'expected at least 1 time'],
  ['doc1 §5 message at most 255', CreateBookingRequestSchema, 'createBooking.request', ['message'], 'x'.repeat(256), 'message', 'expected at most 255 characters, received 256'],
  ['doc1 §7 update: replaceTimes', UpdateBookingRequestSchema, 'updateBooking.request', ['replaceTimes'], 'true', 'replaceTimes', 'expected boolean, received string'],
  ['doc1 §7 update: timeSetDate', UpdateBookingRequestSchema, 'updateBooking.request', ['timeSetDate'], '2026-13-01', 'timeSetDate', 'expected a date YYYY-MM-DD'],
  ['doc1 §7 Finalize: guestsChildren', FinalizeRequestSchema, 'finalize.request', ['guestsChildren'], -1, 'guestsChildren', 'expected a number >= 0'],
  ['doc1 §7 PaymentTerminal: terminalReturnUrl', PaymentTerminalRequestSchema, 'paymentTerminal.request', ['terminalReturnUrl'], '/relative', 'terminalReturnUrl', 'expected an absolute http(s) URL'],
  ['doc2 §3 Charge return: startTime', BackFromTerminalRequestSchema, 'backFromTerminal.request', ['startTime'], 'tomorrow', 'startTime', 'expected an ISO 8601 date-time'],
  ['doc2 §7 Cancel: id', CancelRequestSchema, 'cancel.request', ['id'], 42, 'id', 'expected string, received number'],
  ['DESIGN §3 Clear: body', ClearRequestSchema, 'clear.request', [], 5, '', 'expected object, received number'],
  ['doc2 §7 Refresh: body', RefreshRequestSchema, 'refresh.request', [], 'now', '', 'expected object, received string'],
  ['doc2 §7 update booking: guests', EditBookingRequestSchema, 'editBooking.request', ['guests'], 0, 'guests', 'expected a number >= 1'],
  ['doc2 §7 update menu: quantity', MenusUpdateRequestSchema, 'menusUpdate.request', ['groups', 1, 'items', 0, 'quantity'], 1.5, 'groups[1].items[0].quantity', 'expected an integer'],
  ['doc1 §7 menu respond: exactly one', MenuRespondRequestSchema, 'menuRespond.request', [1], (fixture('menuRespond.request') as unknown[])[0], '', 'expected exactly 1 menu response'],
  ['doc2 §7 AcceptWaitListOffer: offerStatus', AcceptWaitListOfferRequestSchema, 'acceptWaitListOffer.request', [0, 'offerStatus'], 'Available', '[0].offerStatus', 'received "Available"'],
  ['doc2 §5 proposal message at most 255', ProposalRespondRequestSchema, 'proposalRespond.request', ['message'], 'x'.repeat(300), 'message', 'expected at most 255 characters'],
  ['doc2 §3 Proposal response: accept', ProposalRespondRequestSchema, 'proposalRespond.request', ['accept'], 'no', 'accept', 'expected boolean, received string'],
  ['doc1 §7 dayStates query: sectionId', DayStatesQuerySchema, 'dayStates.query', ['sectionId', 1], 'two', 'sectionId[1]', 'expected an integer, received "two"'],
  ['doc1 §7 dayStates query: unitId repeated', DayStatesQuerySchema, 'dayStates.query', ['unitId'], ['1', '2'], 'unitId', 'expected string, received array'],
  ['doc1 §7 availableTimes query: date', AvailableTimesQuerySchema, 'availableTimes.query', ['date'], 'friday', 'date', 'expected a date YYYY-MM-DD'],
  ['doc2 §7 booking query: includeInquiryProposalDiff', BookingQuerySchema, 'booking.query', ['includeInquiryProposalDiff'], 'yes', 'includeInquiryProposalDiff', 'expected true, false, 1 or 0'],
  ['doc1 §7 articleStocks query: articleIds', ArticleStocksQuerySchema, 'articleStocks.query', ['articleIds'], '2011,x', 'articleIds[1]', 'expected an integer, received "x"'],
];

describe('contract schemas reject bad payloads naming the field (DESIGN §3)', () => {
  it.each(missing)(
    'missing required field, %s',
    (_name, schema, base, path, value, field, words) => {
      expect(validate(schema, fixture(base)).ok).toBe(true);
      const result = validate(schema, changeAt(fixture(base), path, value));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.field).toBe(field);
      expect(result.message).toBe(`Invalid field "${field}": ${words}`);
    },
  );

  it.each(wrongType)(
    'wrong type or value, %s',
    (_name, schema, base, path, value, field, words) => {
      expect(validate(schema, fixture(base)).ok).toBe(true);
      const result = validate(schema, changeAt(fixture(base), path, value));
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

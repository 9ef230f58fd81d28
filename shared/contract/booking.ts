import * as v from 'valibot';
import {
  BookingStatus,
  ChargeStatus,
  ChargeType,
  InquirySubStatus,
  OfferStatus,
  PaymentCalculation,
  PaymentEventType,
  PaymentRule,
} from '../enums.ts';
import { ContactSchema, CustomerSchema } from './contact.ts';
import { MenuSchema } from './menus.ts';
import {
  amount,
  enumOf,
  flag,
  int,
  isoDateTime,
  list,
  looseId,
  nonNegativeInt,
  positiveInt,
  text,
} from './primitives.ts';

const optionalInt = v.nullish(int, null);

/** doc 2 §3 Article: a booked table, activity or extra. */
const ArticleSchema = v.object({
  articleId: int,
  articleGroupId: optionalInt,
  articleGroupName: text,
  bookedArticleId: optionalInt,
  departmentId: optionalInt,
  unitId: optionalInt,
  start: isoDateTime,
  end: isoDateTime,
  name: text,
  tableName: v.nullish(v.string(), null),
  tableNumber: v.nullish(looseId, null),
  tableChairs: optionalInt,
  /** Not in doc 2 §3: the fewest guests the table takes (docs/decisions/booking-page.md). */
  tableMinChairs: optionalInt,
  message: text,
  quantity: v.nullish(v.number(), 1),
  isTable: flag,
  outPriceIncVat: v.nullish(amount, 0),
  vat: v.nullish(amount, 0),
  menuGuid: v.nullish(v.string(), null),
  sectionId: optionalInt,
  ruleId: optionalInt,
});

/** doc 2 §3 Payment event. */
const PaymentEventSchema = v.object({
  id: int,
  type: enumOf(PaymentEventType),
  transactionDate: isoDateTime,
  payedAmount: v.nullish(amount, 0),
  requestedAmount: v.nullish(amount, 0),
});

/** doc 2 §3 Web booking rule: doc 1's time-set fields plus the rule flags of doc 2. */
const WebBookingRuleSchema = v.object({
  id: int,
  sectionId: int,
  title: text,
  paymentRule: v.nullish(enumOf(PaymentRule), PaymentRule.NoFee),
  paymentCalculation: v.nullish(enumOf(PaymentCalculation), PaymentCalculation.NoPayment),
  paymentAmount: v.nullish(amount, 0),
  paymentVAT: v.nullish(amount, 0),
  requireMenuSelection: flag,
  requireMenuPayment: flag,
  lockTime: v.nullish(nonNegativeInt, 0),
  lockPerTime: flag,
  startTime: v.nullish(v.number(), 0),
  hasNoShowRule: flag,
  hasPrepaymentRule: flag,
  menuGuid: v.nullish(v.string(), null),
  minGroupSize: v.nullish(positiveInt, 1),
  maxGroupSize: v.nullish(positiveInt, null),
  conditions: text,
  paymentInformation: text,
});

/** doc 2 §3 History entry. */
const HistoryEntrySchema = v.object({
  changeDate: isoDateTime,
  status: enumOf(BookingStatus),
});

/** doc 2 §3 Waiting-list offer; the list is also the body of AcceptWaitListOffer. */
export const WaitListOfferSchema = v.object({
  startTime: isoDateTime,
  offerStatus: enumOf(OfferStatus),
});

/** doc 2 §3 inquiryValues: what staff proposed against what the guest asked. */
const InquiryValuesSchema = v.object({
  originalStart: v.nullish(isoDateTime, null),
  proposedStart: v.nullish(isoDateTime, null),
  originalActivities: list(ArticleSchema),
  proposedActivities: list(ArticleSchema),
});

/**
 * The full booking record of doc 2 §3, answered by GET/POST/PUT on WebBooking/WebBookings.
 * Unknown fields are stripped; missing lists read as [], missing amounts as 0.
 */
export const BookingSchema = v.object({
  guid: v.pipe(v.string(), v.minLength(1, 'expected a booking guid')),
  unitId: int,
  start: isoDateTime,
  end: isoDateTime,
  status: enumOf(BookingStatus),
  subStatus: v.nullish(enumOf(InquirySubStatus), InquirySubStatus.None),
  guests: nonNegativeInt,
  guestsChildren: v.nullish(nonNegativeInt, 0),
  message: text,
  createdDate: v.nullish(isoDateTime, null),
  changeDate: v.nullish(isoDateTime, null),
  recoupTime: v.nullish(nonNegativeInt, 0),
  articles: list(ArticleSchema),
  nonTableArticles: list(ArticleSchema),
  chargeType: v.nullish(enumOf(ChargeType), ChargeType.None),
  chargeId: v.nullish(looseId, null),
  chargeShouldPayAmount: v.nullish(amount, 0),
  chargeShouldPayVat: v.nullish(amount, 0),
  chargeAuthorizedAmount: v.nullish(amount, 0),
  chargePayedAmount: v.nullish(amount, 0),
  chargeRefundedAmount: v.nullish(amount, 0),
  chargeStatus: v.nullish(enumOf(ChargeStatus), ChargeStatus.Unknown),
  chargePaymentLinkExpirationDate: v.nullish(isoDateTime, null),
  contactId: v.nullish(int, null),
  contact: v.nullish(ContactSchema, null),
  customer: v.nullish(CustomerSchema, null),
  menus: list(MenuSchema),
  isInUpdate: flag,
  globalBookingNumber: v.nullish(looseId, null),
  language: v.nullish(v.pipe(v.string(), v.minLength(1, 'expected a language code')), 'en'),
  cancelAllowedBeforeUtc: v.nullish(isoDateTime, null),
  webBookingRules: list(WebBookingRuleSchema),
  history: list(HistoryEntrySchema),
  waitListOffers: list(WaitListOfferSchema),
  paymentEvents: list(PaymentEventSchema),
  inquiryValues: v.nullish(InquiryValuesSchema, null),
  isActivityBooking: flag,
  /** doc 1 §3; doc 2 §4 decides "finalized" from the status, so this is informative. */
  isFinalized: v.optional(v.boolean()),
});

export type WaitListOffer = v.InferOutput<typeof WaitListOfferSchema>;
/** The booking record as the store holds it. */
export type Booking = v.InferOutput<typeof BookingSchema>;
export type BookingInput = v.InferInput<typeof BookingSchema>;

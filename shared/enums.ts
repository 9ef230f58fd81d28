/**
 * Every enumeration of doc 1 §3 and doc 2 §3, with the numeric values the booking API uses.
 * Each is a frozen object plus a union type of its values.
 */

type ValueOf<T> = T[keyof T];

/** doc 1 §3 Menu group types */
export const MenuGroupType = {
  ViewOnly: 0,
  SingleChoice: 1,
  AmountChoice: 2,
  LimitedChoices: 3,
  LimitedMinChoicesToGuests: 4,
  LimitedMinMaxChoicesToGuests: 5,
  LimitedToGuests: 6,
  LimitedToGuestsAndChoices: 7,
  MultipleChoices: 8,
} as const;
export type MenuGroupType = ValueOf<typeof MenuGroupType>;

/** doc 1 §3 Item web flags: what of a menu item is shown */
export const ItemWebFlag = {
  TextPriceAndQuantity: 0,
  TextAndQuantity: 1,
  TextOnly: 2,
  Hidden: 3,
} as const;
export type ItemWebFlag = ValueOf<typeof ItemWebFlag>;

/** doc 1 §3 Payment methods, doc 2 §3 Pay method */
export const PayMethod = {
  CreditCard: 0,
  Invoice: 1,
  Mobile: 6,
} as const;
export type PayMethod = ValueOf<typeof PayMethod>;

/** doc 1 §3, doc 2 §3 Payment rule */
export const PaymentRule = {
  NoFee: 0,
  Prepayment: 1,
  NoShowFee: 2,
} as const;
export type PaymentRule = ValueOf<typeof PaymentRule>;

/** doc 1 §3, doc 2 §3 Calculation */
export const PaymentCalculation = {
  NoPayment: 0,
  PerGuest: 1,
  PerBooking: 2,
  PerResource: 3,
} as const;
export type PaymentCalculation = ValueOf<typeof PaymentCalculation>;

/** doc 1 §3, doc 2 §3 Booking type */
export const BookingType = {
  Booking: 0,
  Takeaway: 1,
  Delivery: 2,
  Request: 3,
  Unknown: 99,
} as const;
export type BookingType = ValueOf<typeof BookingType>;

/** doc 1 §3, doc 2 §3 Section availability */
export const SectionAvailability = {
  Available: 'available',
  FullyBooked: 'fullyBooked',
  UnavailableForGroupSize: 'unavailableForGroupSize',
  TooLargeGroup: 'tooLargeGroup',
} as const;
export type SectionAvailability = ValueOf<typeof SectionAvailability>;

/**
 * doc 1 §3, doc 2 §3 Unavailability reasons.
 * doc 2 notes a second reading where 1 and 2 both mean "maximum guests"; we follow the
 * table (1 = maximum bookings, 2 = maximum guests), see docs/decisions.md.
 */
export const UnavailabilityReason = {
  Unknown: 0,
  MaxBookingsReached: 1,
  MaxGuestsReached: 2,
  RuleClosed: 3,
  FullyBookedForGroupSize: 4,
  LockTimePassed: 5,
  NoBookableResources: 6,
} as const;
export type UnavailabilityReason = ValueOf<typeof UnavailabilityReason>;

/** doc 2 §3 Booking status */
export const BookingStatus = {
  Unset: -1,
  History: 4,
  Canceled: 7,
  WaitList: 9,
  Web: 100,
  Paid: 108,
  Left: 109,
  NoShow: 110,
  BookingInProgress: 112,
  Expired: 113,
  Inquiry: 114,
  PaymentRefundFailed: 115,
} as const;
export type BookingStatus = ValueOf<typeof BookingStatus>;

/** doc 2 §3 Inquiry sub-status */
export const InquirySubStatus = {
  None: 0,
  WaitingForReview: 1,
  ConfirmedByStaff: 2,
  ProposeChanges: 3,
  ProposalTimeout: 4,
  AcceptedByGuest: 5,
  RejectedByGuest: 6,
  RejectedByStaff: 7,
} as const;
export type InquirySubStatus = ValueOf<typeof InquirySubStatus>;

/** doc 2 §3 Charge type */
export const ChargeType = {
  None: 0,
  PrePayment: 1,
  NoShow: 2,
  NoShowReservation: 3,
  ManualChargeOrCapturedNoShowPayment: 4,
  ExternalCharge: 5,
} as const;
export type ChargeType = ValueOf<typeof ChargeType>;

/** doc 2 §3 Payment event type */
export const PaymentEventType = {
  WebBookingCharge: 6,
  PaymentLinkCharge: 7,
  NoShowLink: 14,
} as const;
export type PaymentEventType = ValueOf<typeof PaymentEventType>;

/** doc 2 §3 Charge status */
export const ChargeStatus = {
  Unknown: 0,
  CardRegistered: 103,
  InactivatedByUser: 116,
} as const;
export type ChargeStatus = ValueOf<typeof ChargeStatus>;

/** doc 2 §3 Offer status */
export const OfferStatus = {
  Unavailable: 0,
  Available: 1,
} as const;
export type OfferStatus = ValueOf<typeof OfferStatus>;

/** doc 1 §3, doc 2 §3 Menu status */
export const MenuStatus = {
  Template: 0,
  Sent: 1,
  Confirmed: 2,
} as const;
export type MenuStatus = ValueOf<typeof MenuStatus>;

/** doc 1 §8, doc 2 §3 Error code */
export const ErrorCode = {
  Undefined: 0,
  TemporaryUnavailable: 2,
  PaymentError: 19,
} as const;
export type ErrorCode = ValueOf<typeof ErrorCode>;

/** doc 2 §3 Payment error codes, as names */
export const PaymentErrorName = {
  AuthFailed: 'AuthFailed',
  CreditFailed: 'CreditFailed',
  DoubleBookingException: 'DoubleBookingException',
  Expired: 'Expired',
  PaymentCanceled: 'PaymentCanceled',
  ProcessFailed: 'ProcessFailed',
  RegistrationFailed: 'RegistrationFailed',
} as const;
export type PaymentErrorName = ValueOf<typeof PaymentErrorName>;

/** doc 1 §1 The mode of a booking: exactly one of these. */
export const BookingMode = {
  Normal: 'normal',
  WaitList: 'waitList',
  BookingRequest: 'bookingRequest',
  Prepayment: 'prepayment',
  NoShowFee: 'noShowFee',
} as const;
export type BookingMode = ValueOf<typeof BookingMode>;

/** doc 1 §2 Steps and progress */
export const WizardStep = {
  Guests: 'Guests',
  GuestsChildren: 'GuestsChildren',
  Date: 'Date',
  Availability: 'Availability',
  Preorder: 'Preorder',
  Finalize: 'Finalize',
} as const;
export type WizardStep = ValueOf<typeof WizardStep>;

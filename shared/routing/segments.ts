/** The fixed path segment names of doc 1 §2 "Routes". */
export const Segment = {
  Booking: 'booking',
  ActivityBooking: 'activity-booking',
  BookingRequest: 'booking-request',
  BookingRequestIntro: 'booking-request-intro',
  Availability: 'availability',
  Finalize: 'finalize',
  PaymentConfirmation: 'payment-confirmation',
  Preorder: 'preorder',
} as const;
export type Segment = (typeof Segment)[keyof typeof Segment];

/** One chosen time of the booking (doc 1 §3 wizard state `times`). */
export interface ChosenTime {
  ruleId: number;
  /** ISO 8601 instant. */
  start: string;
  /** ISO 8601 instant. */
  end: string;
}

/** What the guest has chosen so far (doc 1 §3 "Wizard state"; contact lives in the form). */
export interface WizardState {
  guests?: number;
  guestsChildren?: number;
  /** The visit day, YYYY-MM-DD. */
  date?: string;
  /** The month shown in the calendar, YYYY-MM. */
  selectedMonth?: string;
  times: ChosenTime[];
  isActivityBooking: boolean;
  isWaitList: boolean;
  isBookingRequest: boolean;
  /** Guid of the booking once it has been created. */
  bookingId?: string;
  /** The guest came back from the payment terminal with `withPayment`. */
  withPayment?: boolean;
  /**
   * The party Back cleared (doc 1 §2 Back), shown as the pressed choice when the guest is asked
   * again (issue 52); it decides nothing.
   */
  chosenBefore?: { guests?: number; guestsChildren?: number };
}

/** A fresh wizard for the given flow variant. */
export function initialWizardState(
  flags: Pick<WizardState, 'isActivityBooking' | 'isBookingRequest'>,
): WizardState {
  return {
    times: [],
    isActivityBooking: flags.isActivityBooking,
    isWaitList: false,
    isBookingRequest: flags.isBookingRequest,
  };
}

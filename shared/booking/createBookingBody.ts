import type { CreateBookingRequest, TimeChoice } from '../contract/bookingMutations.ts';
import type { WizardState } from '../wizard/WizardState.ts';

export interface CreateBookingFacts {
  unitId: number;
  wizard: Pick<WizardState, 'guests' | 'guestsChildren' | 'date' | 'isBookingRequest'>;
  times: TimeChoice[];
  isWaitList: boolean;
  lang: string;
  /** The address's sectionIds and tag, passed on as the guest arrived with them. */
  query: { sectionIds?: number[] | undefined; tag?: string | undefined };
  /** An activity booking (made on the list): flagged so, and never an inquiry. */
  activity?: boolean;
}

/**
 * The body of POST WebBooking/WebBookings (doc 1 §4 Creating the booking, §7 Calls made): the
 * wizard's guests, children and date, the chosen times, the inquiry flag of a booking request
 * (or the activity flag), and the address's sections and tag when it named any.
 */
export function createBookingBody({
  unitId,
  wizard,
  times,
  isWaitList,
  lang,
  query,
  activity = false,
}: CreateBookingFacts): CreateBookingRequest {
  return {
    unitId,
    guests: wizard.guests ?? 1,
    guestsChildren: wizard.guestsChildren ?? 0,
    date: wizard.date ?? '',
    times,
    ...(activity ? {} : { isInquiry: wizard.isBookingRequest }),
    isWaitList,
    ...(activity ? { isActivityBooking: true } : {}),
    lang,
    ...(query.sectionIds ? { sectionIds: query.sectionIds } : {}),
    ...(query.tag ? { tag: query.tag } : {}),
  };
}

// The booking page and everything after the booking (doc 2), in its own chunk: a guest who
// opens a booking link never loads the wizard's checkout code, and the first step never loads
// this (DESIGN §6).
import type { Settings } from '../../shared/contract/index.ts';
import { BookingPage, type BookingRoute } from './BookingPage.tsx';

// The wizard's already-finalized prompt travels here: it shares the session dialogs with the
// booking page, and its 'Open booking' goes on to that page (issue 32: two small chunks fewer).
export { default as AlreadyFinalizedPrompt } from './AlreadyFinalizedPrompt.tsx';

/** The booking page of a route. */
export default function BookingPageScreen(props: { settings: Settings; route: BookingRoute }) {
  return <BookingPage {...props} />;
}

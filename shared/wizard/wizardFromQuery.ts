import { parseBoolean } from '../routing/parseBoolean.ts';
import type { QueryRecord } from '../routing/parseSearch.ts';
import { readQueryParams } from '../routing/readQueryParams.ts';
import type { Route, UnknownRoute } from '../routing/Route.ts';
import type { WizardState } from './WizardState.ts';

/**
 * The wizard state an address describes, over the state held so far: used when the address
 * changes under the widget (browser back and forward, a reload). Times stay, since the address
 * does not carry them; the booking id comes from the path.
 */
export function wizardFromQuery(
  state: WizardState,
  query: QueryRecord,
  route: Route | UnknownRoute,
): WizardState {
  const params = readQueryParams(query);
  const next: WizardState = { ...state, isWaitList: parseBoolean(firstOf(query.isWaitList)) };
  delete next.guests;
  delete next.guestsChildren;
  delete next.date;
  delete next.bookingId;
  if (params.guests !== undefined) next.guests = params.guests;
  if (params.guestsChildren !== undefined) next.guestsChildren = params.guestsChildren;
  if (params.date !== undefined) next.date = params.date;
  if (route.name !== 'notFound') {
    next.isActivityBooking = route.isActivityBooking;
    if (route.name !== 'bookingPage') next.isBookingRequest = route.isBookingRequest;
    if ('bookingId' in route && route.bookingId) next.bookingId = route.bookingId;
  }
  if (!next.bookingId) next.times = [];
  return next;
}

function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

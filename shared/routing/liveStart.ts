import { formatSearch } from './formatSearch.ts';
import { parseSearch } from './parseSearch.ts';
import type { Route, UnknownRoute } from './Route.ts';

/** The start attributes a venue may change on a living element, and their address names. */
const PARAMS = {
  guests: ['guests'],
  // Both spellings of the children prefill go: the new value is the one rule's (childrenPrefill).
  children: ['children', 'guestsChildren'],
  date: ['date'],
  sections: ['sectionIds'],
  tag: ['tag'],
} as const;

type LiveStartName = keyof typeof PARAMS;

/** The start attributes' values before and after a change: a missing one is undefined. */
export type LiveStartValues = Partial<Record<LiveStartName, string | undefined>>;

/** The names of the start attributes: the ones a live change is read for. */
const LIVE_START_NAMES = Object.keys(PARAMS) as LiveStartName[];

/**
 * Where a live change of the element's start attributes (`guests`, `children`, `date`,
 * `sections`, `tag`) takes the guest (issue 50), or null to stay. Before a table is held (the
 * party, children and date steps, the time list without a booking) the wizard starts again from
 * the venue's new value, keeping the guest's other choices: the steps check the values as they
 * check an address. With a booking held, on a request or on a booking page, the guest's booking
 * is not interrupted: nothing moves (the next start reads the new values).
 */
export function liveStartLocation(
  route: Route | UnknownRoute,
  location: { pathname: string; search: string },
  before: LiveStartValues,
  after: LiveStartValues,
): { pathname: string; search: string } | null {
  const choosing =
    (route.name === 'wizard' || (route.name === 'availability' && !route.bookingId)) &&
    !route.isBookingRequest;
  const changed = LIVE_START_NAMES.filter((name) => (before[name] ?? '') !== (after[name] ?? ''));
  if (!choosing || changed.length === 0) return null;
  const query = parseSearch(location.search);
  for (const name of changed) {
    for (const param of PARAMS[name]) delete query[param];
    const value = after[name];
    if (value) query[PARAMS[name][0]] = value;
  }
  return {
    pathname: location.pathname.replace(/\/availability$/, ''),
    search: formatSearch(query),
  };
}

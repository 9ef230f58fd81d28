import { parseInteger } from './parseInteger.ts';
import { parseSearch } from './parseSearch.ts';
import { Segment } from './segments.ts';
import { splitPath } from './splitPath.ts';

/**
 * Query parameters that make rewriteOnLoad change the address, or that prefill a choice. Both
 * names of the children prefill: a number of children chosen on the first paint goes to
 * `?children=`, which a venue's `?guestsChildren=` would outrank (childrenPrefill), as the
 * element's `guests-children` stops the inline first paint.
 */
const NOT_PLAIN = [
  'system',
  'unitId',
  'activityBooking',
  'guests',
  'children',
  'guestsChildren',
  'date',
];

/**
 * The venue of a plain wizard address, `/{system}/{unit}` with no choice in its query, or null:
 * the one address the full page's script draws the guests step for before React (issue 32).
 * A narrow check kept out of matchRoute and rewriteOnLoad so that script stays small; it answers
 * only where those two agree (the address is not rewritten and names the restaurant wizard), and
 * test/unit/shared/routing/plainWizardRoute.test.ts holds it to them. Anything else is React's.
 */
export function plainWizardRoute(
  pathname: string,
  search: string,
): { system: string; unitId: number } | null {
  const [system, unit, ...rest] = splitPath(pathname);
  const unitId = parseInteger(unit);
  if (system === undefined || unitId === undefined || rest.length > 0) return null;
  if (system.toLowerCase() === Segment.Booking) return null;
  const query = parseSearch(search);
  return NOT_PLAIN.some((name) => name in query) ? null : { system, unitId };
}

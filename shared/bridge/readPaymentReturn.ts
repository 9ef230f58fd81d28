import { RETURN_ROUTE_PARAM } from '../checkout/returnRouteParam.ts';
import { formatSearch } from '../routing/formatSearch.ts';
import { joinPath } from '../routing/joinPath.ts';
import { isSystemId } from '../routing/isSystemId.ts';
import { parseInteger } from '../routing/parseInteger.ts';
import { parseSearch } from '../routing/parseSearch.ts';
import { splitPath } from '../routing/splitPath.ts';

/** What the terminal adds to the return address (doc 2 §2, §7); they belong to the widget. */
const TERMINAL_PARAMS = ['ChargeId', 'Captured', 'isNoShow', 'offerStartTime', 'paymentLink'];

export interface PaymentReturn {
  /** The widget's route with the terminal's parameters in its query. */
  route: string;
  system: string;
  unit: string;
  /** The host page's own query, with the widget's parameters taken out. */
  hostSearch: string;
}

/**
 * Reads a return from the payment terminal to a host page (DESIGN §5 "Payment return"): the
 * widget's route travels in `bookingWidgetRoute`, and the terminal appends its own parameters
 * to the host URL. Null when the page was not reached that way or the route is not a widget
 * route of the form /{system}/{unit}/... with a valid system id (doc 1 §2) and a numeric unit.
 * Anyone can craft this address (issue 31): the route given back is rebuilt from its decoded
 * segments, each encoded again, so it is a path on the widget's origin and nothing else
 * (no `javascript:`, no `\\host`).
 */
export function readPaymentReturn(search: string): PaymentReturn | null {
  const query = parseSearch(search);
  const raw = query[RETURN_ROUTE_PARAM];
  const route = Array.isArray(raw) ? raw[0] : raw;
  const match = route === undefined ? null : /^(\/[^?#]*)(\?[^#]*)?$/.exec(route);
  const segments = splitPath(match?.[1] ?? '');
  const [system = '', unit = ''] = segments;
  if (segments.length < 3 || !isSystemId(system) || parseInteger(unit) === undefined) {
    return null;
  }
  const widgetQuery = parseSearch(match?.[2] ?? '');
  delete query[RETURN_ROUTE_PARAM];
  for (const name of TERMINAL_PARAMS) {
    const value = query[name];
    if (value === undefined) continue;
    widgetQuery[name] = value;
    delete query[name];
  }
  return {
    route: joinPath(segments) + formatSearch(widgetQuery),
    system,
    unit,
    hostSearch: formatSearch(query),
  };
}

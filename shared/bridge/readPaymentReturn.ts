import { RETURN_ROUTE_PARAM } from '../checkout/returnRouteParam.ts';
import { formatSearch } from '../routing/formatSearch.ts';
import { parseSearch } from '../routing/parseSearch.ts';

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
 * route of the form /{system}/{unit}/...
 */
export function readPaymentReturn(search: string): PaymentReturn | null {
  const query = parseSearch(search);
  const raw = query[RETURN_ROUTE_PARAM];
  const route = Array.isArray(raw) ? raw[0] : raw;
  const match =
    route === undefined ? null : /^\/([^/?#\s]+)\/([^/?#\s]+)\/[^?#\s]*(\?[^#\s]*)?$/.exec(route);
  if (!route || !match) return null;
  const widgetQuery = parseSearch(match[3] ?? '');
  delete query[RETURN_ROUTE_PARAM];
  for (const name of TERMINAL_PARAMS) {
    const value = query[name];
    if (value === undefined) continue;
    widgetQuery[name] = value;
    delete query[name];
  }
  const path = route.split('?')[0] ?? route;
  return {
    route: path + formatSearch(widgetQuery),
    system: decodeURIComponent(match[1] ?? ''),
    unit: decodeURIComponent(match[2] ?? ''),
    hostSearch: formatSearch(query),
  };
}

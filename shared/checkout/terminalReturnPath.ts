import { formatSearch } from '../routing/formatSearch.ts';
import { parseSearch } from '../routing/parseSearch.ts';
import { paymentConfirmationPath } from '../routing/paymentConfirmationPath.ts';

/** The query names the terminal adds on its way back (doc 2 §2); a stale copy must not stay. */
const TERMINAL_PARAMS = ['ChargeId', 'Captured', 'isNoShow', 'offerStartTime', 'paymentLink'];

/**
 * The widget address the payment terminal returns to (doc 2 §2, DESIGN §5 "Payment return"):
 * the finalize route with payment-confirmation in its place, the query kept, and isNoShow=true
 * for a card registration (doc 1 §7). Undefined when the route is not a finalize route.
 */
export function terminalReturnPath(
  pathname: string,
  search: string,
  { isNoShow }: { isNoShow: boolean },
): string | undefined {
  const path = paymentConfirmationPath(pathname);
  if (path === undefined) return undefined;
  const query = parseSearch(search);
  for (const name of TERMINAL_PARAMS) delete query[name];
  if (isNoShow) query.isNoShow = 'true';
  return path + formatSearch(query);
}

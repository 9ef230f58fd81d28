import type { Booking, Settings } from '../../../shared/contract/index.ts';
import { RETURN_ROUTE_PARAM } from '../../../shared/checkout/returnRouteParam.ts';
import { ChargeType, PayMethod } from '../../../shared/enums.ts';
import { buildPath } from '../../../shared/routing/buildPath.ts';
import { formatSearch } from '../../../shared/routing/formatSearch.ts';
import type { ApiClient } from '../../api/createApiClient.ts';
import { leavingForPayment } from '../../flows/leavingForPayment.ts';
import type { WidgetMode } from '../../../shared/element/widgetConfig.ts';
import type { WidgetStoreApi } from '../../store/createWidgetStore.ts';

export interface BookingPaymentDeps {
  api: ApiClient;
  store: WidgetStoreApi;
  mode: WidgetMode;
  win?: Window;
}

/** Why the guest pays from the booking page: a payment link, or a waiting-list offer. */
export type BookingPaymentKind =
  { kind: 'paymentLink' } | { kind: 'offer'; offerStartTime: string };

/**
 * Where the terminal returns to after a payment started on the booking page: the
 * payment-confirmation route of the booking's venue (doc 2 §2), with paymentLink=true or
 * offerStartTime, and isNoShow=true for a card registration (doc 2 §7 "The return URL carries
 * isNoShow, offerStartTime or paymentLink parameters").
 */
function bookingPaymentReturnUrl(
  booking: Pick<Booking, 'guid' | 'unitId' | 'chargeType'>,
  payment: BookingPaymentKind,
  { store, mode, win = window }: Omit<BookingPaymentDeps, 'api'>,
): string {
  const { route } = store.getState();
  if (route.name !== 'bookingPage') throw new Error('Not on the booking page');
  const path = buildPath({
    name: 'paymentConfirmation',
    system: route.system,
    unitId: booking.unitId,
    isActivityBooking: route.isActivityBooking,
    isBookingRequest: false,
    bookingId: booking.guid,
  });
  const query: Record<string, string> =
    payment.kind === 'paymentLink'
      ? { paymentLink: 'true' }
      : { offerStartTime: payment.offerStartTime };
  if (booking.chargeType === ChargeType.NoShow) query.isNoShow = 'true';
  const target = path + formatSearch(query);
  if (mode === 'page') return new URL(target, win.location.href).href;
  const host = new URL(win.location.href);
  host.searchParams.set(RETURN_ROUTE_PARAM, target);
  return host.href;
}

/**
 * Starts the payment terminal for a booking that already exists (a renewed payment link, or the
 * prepayment or card an accepted waiting-list offer needs) and sends the browser there.
 */
export async function startBookingPayment(
  deps: BookingPaymentDeps,
  booking: Booking,
  settings: Settings,
  payment: BookingPaymentKind,
): Promise<void> {
  const win = deps.win ?? window;
  const { url } = await deps.api.paymentTerminal(booking.guid, {
    terminalReturnUrl: bookingPaymentReturnUrl(booking, payment, { ...deps, win }),
    // The terminal offers the methods itself; the venue's first method opens it.
    payMethod: settings.paymentMethods[0] ?? PayMethod.CreditCard,
    isPaymentLink: payment.kind === 'paymentLink',
    isWaitList: payment.kind === 'offer',
  });
  leavingForPayment.mark(deps.store);
  win.location.assign(url);
}

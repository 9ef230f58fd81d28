import type {
  Booking,
  FinalizeRequest,
  PaymentTerminalRequest,
  Settings,
} from '../../shared/contract/index.ts';
import { RETURN_ROUTE_PARAM } from '../../shared/checkout/returnRouteParam.ts';
import {
  paymentReturnOutcome,
  type PaymentReturnOutcome,
} from '../../shared/checkout/paymentReturnOutcome.ts';
import { terminalReturnPath } from '../../shared/checkout/terminalReturnPath.ts';
import { FAILED_OFFER_CONFIRM } from '../../shared/booking/failedOfferConfirm.ts';
import { paymentResultDialog } from '../../shared/booking/paymentResultDialog.ts';
import { ErrorCode } from '../../shared/enums.ts';
import type { MutationFailure } from '../../shared/errors/mutationFailure.ts';
import { buildPath } from '../../shared/routing/buildPath.ts';
import { formatSearch } from '../../shared/routing/formatSearch.ts';
import { parseSearch } from '../../shared/routing/parseSearch.ts';
import { queryAfterFinalize } from '../../shared/routing/queryAfterFinalize.ts';
import { readQueryParams } from '../../shared/routing/readQueryParams.ts';
import { isHttpError } from '../api/errors.ts';
import { routeFailure } from '../errors/routeFailure.ts';
import type { WidgetMode } from '../instance/widgetConfig.ts';
import { wizardContext, type FlowDeps } from './createBookingFlow.ts';
import { flowEventsOf } from './flowEvents.ts';
import { leavingForPayment } from './leavingForPayment.ts';

export interface CheckoutDeps extends FlowDeps {
  /** Page mode returns to the widget's own URL; inline and modal to the host page. */
  mode: WidgetMode;
}

/** What the details form sends, besides the payment choice. */
export type CheckoutDetails = Pick<FinalizeRequest, 'contact' | 'customer' | 'message' | 'lang'>;

const TERMINAL_PARAMS = ['ChargeId', 'Captured', 'isNoShow', 'offerStartTime', 'paymentLink'];

const errorFacts = (error: unknown) => ({
  code: isHttpError(error) ? (error.code ?? null) : null,
  status: isHttpError(error) ? error.status : null,
});

/**
 * The end of the guest flow (doc 1 §4 Submit, doc 2 §4 "Return from payment"): finalizing a
 * booking that needs no payment, starting the payment terminal for one that does, and
 * confirming the payment when the guest comes back.
 */
export function createCheckoutFlow(
  { api, cache, store, mode }: CheckoutDeps,
  win: Window = window,
) {
  const events = flowEventsOf(store);

  /** Doc 1 §8: a coded failure opens the reservation-failed modal; the rest stay on the form. */
  const fail = (error: unknown): MutationFailure => routeFailure(store, error, 'form');

  function seed(booking: Booking) {
    cache.setData(api.booking(booking.guid).key, booking);
    cache.invalidate('GET webbooking/availabletimes', 'GET webbooking/daystates');
  }

  function openBookingPage(guid: string, settings: Settings, failedOfferConfirm = false) {
    const state = store.getState();
    state.dispatch({ type: 'finalized', bookingId: guid }, wizardContext(settings, false), {
      replace: true,
    });
    // After finalizing, the wizard's own parameters are dropped, others kept (doc 1 §4 Submit).
    // The failed waiting-list confirm flag of doc 2 §2 travels as a query parameter (the
    // history keeps no navigation state): docs/decisions/booking-page.md.
    const { location } = store.getState();
    const query = queryAfterFinalize(location.search);
    if (failedOfferConfirm) query[FAILED_OFFER_CONFIRM] = 'true';
    const search = formatSearch(query);
    if (search !== location.search) state.navigate({ ...location, search }, { replace: true });
  }

  /** Where the terminal sends the guest back to (DESIGN §5 "Payment return"). */
  function returnUrl(isNoShow: boolean): string {
    const { location } = store.getState();
    const path = terminalReturnPath(location.pathname, location.search, { isNoShow });
    if (path === undefined) throw new Error(`Not a finalize route: ${location.pathname}`);
    if (mode === 'page') return new URL(path, win.location.href).href;
    const host = new URL(win.location.href);
    host.searchParams.set(RETURN_ROUTE_PARAM, path);
    return host.href;
  }

  return {
    /**
     * Finalizes a booking that needs no payment: normal, waiting list, booking request. The
     * answer seeds the booking query and the booking page opens with the query cleaned.
     * Resolves to null on success, else to what the failure meant (the modal is already open
     * for a coded one).
     */
    async finalize(
      guid: string,
      details: CheckoutDetails,
      settings: Settings,
    ): Promise<MutationFailure | null> {
      try {
        const booking = await api.finalize(guid, details);
        seed(booking);
        events.record('bookingFinalized', { bookingId: guid, status: booking.status });
        openBookingPage(guid, settings);
        return null;
      } catch (error) {
        events.record('bookingFinalizedFailed', { bookingId: guid, ...errorFacts(error) });
        return fail(error);
      }
    },

    /**
     * Starts the payment terminal (prepayment, or a card for the no-show fee) and sends the
     * browser there; the booking stays held while the page goes away.
     */
    async pay(
      guid: string,
      details: CheckoutDetails & Pick<PaymentTerminalRequest, 'payMethod'>,
      isNoShow: boolean,
    ): Promise<MutationFailure | null> {
      try {
        const { lang: _lang, ...body } = details;
        const { url } = await api.paymentTerminal(guid, {
          ...body,
          terminalReturnUrl: returnUrl(isNoShow),
        });
        events.record('paymentTerminal', { bookingId: guid, payMethod: details.payMethod });
        leavingForPayment.mark(store);
        win.location.assign(url);
        return null;
      } catch (error) {
        events.record('paymentTerminalFailed', { bookingId: guid, ...errorFacts(error) });
        return fail(error);
      }
    },

    /**
     * Back from the terminal on the payment-confirmation route: BackFromPaymentTerminal, then
     * the booking page, or the details form again after a refusal. A confirmation that fails
     * itself sets code PaymentError: the start-over dialog (doc 2 §8).
     */
    async confirmPayment(guid: string, settings: Settings): Promise<PaymentReturnOutcome | null> {
      const { location, route } = store.getState();
      const params = readQueryParams(location.search);
      let outcome: PaymentReturnOutcome;
      try {
        if (!params.chargeId) throw new Error('The payment return has no ChargeId');
        const answer = await api.backFromPaymentTerminal(guid, {
          bookingChargeId: params.chargeId,
          startTime: params.offerStartTime ?? null,
        });
        events.record('backFromPaymentTerminal', {
          bookingId: guid,
          success: answer.success,
          errorCode: answer.errorCode,
          status: answer.booking?.status ?? null,
        });
        if (answer.booking) seed(answer.booking);
        outcome = paymentReturnOutcome(answer, {
          isNoShow: params.isNoShow,
          offerStartTime: params.offerStartTime ?? null,
          paymentLink: params.paymentLink,
        });
        // A payment-link or offer return the booking page answers with its own result dialog
        // (doc 2 §2) needs no toast saying the same thing on top: the dialog tells the error.
        if (outcome.toast && answer.booking && paymentResultDialog(params, answer.booking)) {
          store.getState().setPaymentFailure({ ...outcome.toast, timeTaken: false });
          outcome = { ...outcome, toast: null };
        }
      } catch (error) {
        events.record('backFromPaymentTerminalFailed', { bookingId: guid, ...errorFacts(error) });
        store.getState().setReservationFailure(ErrorCode.PaymentError);
        return null;
      }
      if (outcome.kind === 'bookingPage' || route.name !== 'paymentConfirmation') {
        openBookingPage(guid, settings, outcome.failedWaitListConfirm);
        return outcome;
      }
      // Refused: back to the form with the booking still held, to pay again or go back. The
      // form tells why by its button (one place, covering no field), till paid or closed.
      if (outcome.toast)
        store.getState().setPaymentFailure({ ...outcome.toast, timeTaken: outcome.timeTaken });
      const query = parseSearch(location.search);
      for (const name of TERMINAL_PARAMS) delete query[name];
      const finalize = buildPath({
        name: 'finalize',
        system: route.system,
        unitId: route.unitId,
        isActivityBooking: route.isActivityBooking,
        isBookingRequest: false,
        bookingId: guid,
      });
      store
        .getState()
        .navigate({ pathname: finalize, search: formatSearch(query) }, { replace: true });
      return outcome;
    },
  };
}

export type CheckoutFlow = ReturnType<typeof createCheckoutFlow>;

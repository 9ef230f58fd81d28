import type {
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
import { paymentResultDialog } from '../../shared/booking/paymentResultDialog.ts';
import { ErrorCode } from '../../shared/enums.ts';
import type { MutationFailure } from '../../shared/errors/mutationFailure.ts';
import { refusedPaymentLocation } from '../../shared/checkout/refusedPaymentLocation.ts';
import { readQueryParams, type QueryParams } from '../../shared/routing/readQueryParams.ts';
import { searchAfterFinalize } from '../../shared/routing/searchAfterFinalize.ts';
import { isHttpError } from '../api/errors.ts';
import { routeFailure } from './routeFailure.ts';
import type { WidgetMode } from '../../shared/element/widgetConfig.ts';
import { wizardContext, type FlowDeps } from './createBookingFlow.ts';
import { flowEventsOf } from './flowEvents.ts';
import { leavingForPayment } from './leavingForPayment.ts';
import { seedBooking } from './seedBooking.ts';

export interface CheckoutDeps extends FlowDeps {
  /** Page mode returns to the widget's own URL; inline and modal to the host page. */
  mode: WidgetMode;
}

/** What the details form sends, besides the payment choice. */
export type CheckoutDetails = Pick<FinalizeRequest, 'contact' | 'customer' | 'message' | 'lang'>;

const errorFacts = (error: unknown) => ({
  code: isHttpError(error) ? (error.code ?? null) : null,
  status: isHttpError(error) ? error.status : null,
});

/**
 * BackFromPaymentTerminal for the return's query (doc 2 §4 "Return from payment"): the answer
 * seeds the booking, and says where the guest goes and what they are told.
 */
async function askPaymentReturn(
  { api, cache, store }: FlowDeps,
  guid: string,
  params: QueryParams,
): Promise<PaymentReturnOutcome> {
  if (!params.chargeId) throw new Error('The payment return has no ChargeId');
  const answer = await api.backFromPaymentTerminal(guid, {
    bookingChargeId: params.chargeId,
    startTime: params.offerStartTime ?? null,
  });
  flowEventsOf(store).record('backFromPaymentTerminal', {
    bookingId: guid,
    success: answer.success,
    errorCode: answer.errorCode,
    status: answer.booking?.status ?? null,
  });
  if (answer.booking) seedBooking({ api, cache }, answer.booking);
  const outcome = paymentReturnOutcome(answer, {
    isNoShow: params.isNoShow,
    offerStartTime: params.offerStartTime ?? null,
    paymentLink: params.paymentLink,
  });
  // A payment-link or offer return the booking page answers with its own result dialog
  // (doc 2 §2) needs no toast saying the same thing on top: the dialog tells the error.
  if (outcome.toast && answer.booking && paymentResultDialog(params, answer.booking)) {
    store.getState().setPaymentFailure({ ...outcome.toast, timeTaken: false });
    return { ...outcome, toast: null };
  }
  return outcome;
}

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

  function openBookingPage(guid: string, settings: Settings, failedOfferConfirm = false) {
    const state = store.getState();
    state.dispatch({ type: 'finalized', bookingId: guid }, wizardContext(settings, false), {
      replace: true,
    });
    const { location } = store.getState();
    const search = searchAfterFinalize(location.search, failedOfferConfirm);
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
        seedBooking({ api, cache }, booking);
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
        outcome = await askPaymentReturn({ api, cache, store }, guid, params);
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
      const back = refusedPaymentLocation(route, guid, location.search);
      store.getState().navigate(back, { replace: true });
      return outcome;
    },
  };
}

export type CheckoutFlow = ReturnType<typeof createCheckoutFlow>;

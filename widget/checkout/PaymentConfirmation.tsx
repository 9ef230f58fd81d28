import { css } from '@emotion/react';
import { useEffect, useMemo } from 'react';
import type { Settings } from '../../shared/contract/index.ts';
import { ErrorCode } from '../../shared/enums.ts';
import type { Route } from '../../shared/routing/Route.ts';
import { createCheckoutFlow, type CheckoutFlow } from '../flows/createCheckoutFlow.ts';
import { wizardContext } from '../flows/createBookingFlow.ts';
import { useNamespaceT } from '../hooks/useT.ts';
import { useWidget, useWidgetStore } from '../hooks/useWidget.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { useToast } from '../ui/useToast.ts';
import { ReservationFailedDialog } from './ReservationFailedDialog.tsx';

const panel = css`
  display: grid;
  justify-items: center;
  gap: 16px;
  padding: 48px 16px;
  text-align: center;
  h2 {
    margin: 0;
    font-size: 1.375em;
  }
`;

type PaymentRoute = Extract<Route, { name: 'paymentConfirmation' }>;

// One confirmation per return, even if the screen mounts twice (one flow per widget store).
const started = new WeakMap<object, string>();

/**
 * Back from the payment terminal (doc 2 §2 "Payment confirmation screen"): 'confirming
 * payment' while BackFromPaymentTerminal runs, then the booking page, or the details form with
 * a toast that stays until closed; a confirmation that fails shows the start-over dialog.
 */
export function PaymentConfirmation({
  settings,
  route,
}: {
  settings: Settings;
  route: PaymentRoute;
}) {
  const { api, cache, store, config } = useWidget();
  const { t, ready, i18n } = useNamespaceT('checkout');
  const toast = useToast();
  const failure = useWidgetStore((s) => s.reservationFailure);
  const location = useWidgetStore((s) => s.location);
  const flow: CheckoutFlow = useMemo(
    () => createCheckoutFlow({ api, cache, store, mode: config.mode }),
    [api, cache, store, config.mode],
  );

  useEffect(() => {
    const guid = route.bookingId;
    const key = `${guid}${location.search}`;
    if (!guid || started.get(store) === key) return;
    started.set(store, key);
    void flow.confirmPayment(guid, settings).then(async (outcome) => {
      // A refusal back on the details form is told there, by its button.
      if (!outcome?.toast || outcome.kind === 'details') return;
      // The toast outlives this screen, so its text is read once the namespace is surely in.
      await i18n.loadNamespaces('checkout');
      const text = (key: string) => i18n.t(key, { ns: 'checkout' });
      const title = `paymentErrors.${outcome.toast.titleKind === 'noShow' ? 'titleNoShow' : 'titlePayment'}`;
      // A payment error toast has no duration: it stays until the guest closes it (doc 2 §8).
      toast.show({
        kind: 'error',
        title: text(title),
        message: text(outcome.toast.messageKey),
        duration: null,
      });
    });
    // Once per return: the address (with its ChargeId) names the return.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route.bookingId, location.search]);

  useEffect(() => {
    // No booking id in the address: nothing can be confirmed, so the guest starts over.
    if (!route.bookingId) store.getState().setReservationFailure(ErrorCode.PaymentError);
  }, [route.bookingId, store]);

  return (
    <div css={panel} data-testid="payment-confirmation" aria-busy={failure === null}>
      <Spinner size={32} decorative />
      <div role="status">
        <h2>{ready ? t('confirming') : ''}</h2>
      </div>
      <ReservationFailedDialog
        code={failure}
        onAcknowledge={() => {
          store.getState().setReservationFailure(null);
          store
            .getState()
            .dispatch({ type: 'reset' }, wizardContext(settings, false), { replace: true });
        }}
      />
    </div>
  );
}

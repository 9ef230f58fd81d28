import { useState } from 'react';
import type { Booking, Settings } from '../../../shared/contract/index.ts';
import { useNamespaceT } from '../../hooks/useT.ts';
import { useNow } from '../../hooks/useNow.ts';
import { panels } from './actionStyles.ts';
import { EditPanel } from './EditPanel.tsx';
import { OfferPanel } from './OfferPanel.tsx';
import { PaymentLinkPanel } from './PaymentLinkPanel.tsx';
import { PaymentResultDialog } from './PaymentResultDialog.tsx';
import { ProposalPanel } from './ProposalPanel.tsx';

export interface BookingActionsProps {
  booking: Booking;
  settings: Settings;
}

/**
 * The action panels the booking's status allows (doc 2 §2, §4): a waiting-list offer to
 * confirm, a staff proposal to answer, an expired payment link to renew, and the edit modal;
 * plus the payment result dialogs after a return from the terminal. Each panel asks its own
 * shared/ rule whether it applies, so a booking that allows nothing renders nothing.
 */
export function BookingActions({ booking, settings }: BookingActionsProps) {
  const { t, ready, language, locale, common } = useNamespaceT('bookingActions');
  const checkout = useNamespaceT('checkout');
  const now = useNow();
  const [offerFailed, setOfferFailed] = useState(false);
  if (!ready || !checkout.ready) return null;
  const shared = { booking, settings, t, locale };
  return (
    <div css={panels} data-testid="booking-actions">
      <OfferPanel {...shared} now={now} onFailed={() => setOfferFailed(true)} />
      <ProposalPanel {...shared} checkoutT={checkout.t} />
      <PaymentLinkPanel {...shared} now={now} checkoutT={checkout.t} />
      <EditPanel {...shared} now={now} common={common} checkoutT={checkout.t} language={language} />
      <PaymentResultDialog
        booking={booking}
        settings={settings}
        t={t}
        checkoutT={checkout.t}
        offerFailed={offerFailed}
        onOfferFailedSeen={() => setOfferFailed(false)}
      />
    </div>
  );
}

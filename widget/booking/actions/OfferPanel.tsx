import { useState } from 'react';
import type { Booking, Settings } from '../../../shared/contract/index.ts';
import { hasAvailableOffer } from '../../../shared/booking/hasAvailableOffer.ts';
import { isOfferLocked } from '../../../shared/booking/isOfferLocked.ts';
import { lockTimeHours } from '../../../shared/booking/lockTimeHours.ts';
import { offerCutoff } from '../../../shared/booking/offerCutoff.ts';
import { OfferStatus } from '../../../shared/enums.ts';
import { useWidget } from '../../hooks/useWidget.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { TOAST_DURATION_MS } from '../../ui/ToastContext.ts';
import { useToast } from '../../ui/useToast.ts';
import { actionsRow, panel } from './actionStyles.ts';
import type { Translate } from '../../../shared/i18n/Translate.ts';
import { formatBookingTime } from '../../../shared/time/formatTime.ts';
import { formatHours } from './formatBookingTime.ts';
import { startBookingPayment } from './startPayment.ts';
import { useBookingMutation } from './useBookingMutation.ts';
import { storeBooking } from '../bookingRequest.ts';

interface OfferPanelProps {
  booking: Booking;
  settings: Settings;
  now: number;
  t: Translate;
  locale: string;
  onFailed(): void;
}

/**
 * A staff-sent waiting-list offer (doc 2 §4): the guest confirms it until its cutoff, paying or
 * registering a card first where the rule asks for it. Past the cutoff it is shown as locked.
 */
export function OfferPanel({ booking, settings, now, t, locale, onFailed }: OfferPanelProps) {
  const { api, cache, store, config } = useWidget();
  const { run, busy } = useBookingMutation();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [paying, setPaying] = useState(false);
  const offer = booking.waitListOffers.find((o) => o.offerStatus === OfferStatus.Available);
  if (!offer || !hasAvailableOffer(booking)) return null;
  const zone = settings.timeZone;
  const rule =
    booking.webBookingRules.find((r) => r.id === booking.articles[0]?.ruleId) ??
    booking.webBookingRules[0];
  const locked = isOfferLocked(booking, { now, timeZone: zone });
  const cutoff = offerCutoff(offer.startTime, rule ?? {}, zone);
  const when = formatBookingTime(offer.startTime, zone, locale);
  const hours = lockTimeHours(rule?.lockTime);
  const needs = rule?.hasPrepaymentRule ? 'prepayment' : rule?.hasNoShowRule ? 'card' : 'none';

  async function confirm() {
    const accepted = await run(
      () => api.acceptWaitListOffer(booking.guid, booking.waitListOffers),
      { failureTitle: t('offer.failed.title'), failureMessage: t('offer.failed.text') },
    );
    setAsking(false);
    if (!accepted) {
      // The server marks the offers Unavailable; the page shows that without another load.
      storeBooking(api, cache, {
        ...booking,
        waitListOffers: booking.waitListOffers.map((o) => ({
          ...o,
          offerStatus: OfferStatus.Unavailable,
        })),
      });
      onFailed();
      return;
    }
    // A rule with a fee holds the table and waits for the payment or card (doc 2 §4).
    if (accepted.chargeType !== 0 && accepted.chargeId !== null) {
      setPaying(true);
      try {
        await startBookingPayment({ api, store, mode: config.mode }, accepted, settings, {
          kind: 'offer',
          offerStartTime: offer!.startTime,
        });
      } catch {
        setPaying(false);
        toast.show({ kind: 'error', title: t('payment.startFailed'), duration: TOAST_DURATION_MS });
      }
    }
  }

  return (
    <section css={panel} aria-labelledby="bw-offer-title" data-testid="offer-panel">
      <h3 id="bw-offer-title">{t('offer.title')}</h3>
      <p>{t('offer.text', { time: when })}</p>
      {locked ? (
        <p data-testid="offer-locked">
          {t('offer.locked', { count: hours, lockDuration: formatHours(hours, locale) })}
        </p>
      ) : (
        <>
          <p>{t('offer.until', { time: formatBookingTime(cutoff, zone, locale) })}</p>
          {needs !== 'none' && <p>{t(`offer.needs.${needs}`)}</p>}
          <div css={actionsRow}>
            <Button
              variant="primary"
              loading={busy || paying}
              onClick={() => setAsking(true)}
              data-testid="offer-confirm"
            >
              {t(`offer.confirm.${needs}`)}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={t('offer.dialog.title')}
        description={t('offer.dialog.text', { time: when })}
        confirmLabel={t(`offer.confirm.${needs}`)}
        cancelLabel={t('common.notNow')}
        closeLabel={t('common.close')}
        confirming={busy || paying}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}

import { useEffect, useState } from 'react';
import type { Booking, Settings } from '../../shared/contract/index.ts';
import { checkoutPayment } from '../../shared/checkout/checkoutPayment.ts';
import { payMethodChoices } from '../../shared/checkout/payMethodChoices.ts';
import type { ContactValues } from '../../shared/contact/contactValues.ts';
import { BookingMode, PayMethod } from '../../shared/enums.ts';
import { localeForLanguage } from '../../shared/i18n/localeForLanguage.ts';
import { marketOf } from '../../shared/money/marketOf.ts';
import { currencyForSystem } from '../../shared/money/currencyForSystem.ts';
import { formatAmount } from '../../shared/money/formatAmount.ts';
import { mobilePaymentLabel } from '../../shared/money/mobilePaymentLabel.ts';
import { phoneCountryForLanguage } from '../../shared/validation/phoneCountryForLanguage.ts';
import { bookingMode } from '../../shared/wizard/bookingMode.ts';
import { submitLabelKey } from '../../shared/wizard/submitLabelKey.ts';
import { pageForError } from '../api/pageForError.ts';
import { phoneZonesSettled, usePhoneZonesPending } from '../fields/phoneZones.ts';
import { useQuery } from '../hooks/useQuery.ts';
import { useNamespaceT } from '../hooks/useT.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { PrivacyDialog } from '../layout/PrivacyDialog.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import {
  bookingConditions,
  showsTermsBeforeSubmit,
} from '../../shared/booking/bookingConditions.ts';
import { BookingSummary } from './BookingSummary.tsx';
import { stack } from './checkoutStyles.ts';
import { DetailsForm } from './DetailsForm.tsx';
import { prefillContact } from '../../shared/contact/contactPrefill.ts';
import { useContactDraft } from './useContactDraft.ts';
import { useDetailsNotice } from './useDetailsNotice.ts';
import { useDetailsSubmit } from './useDetailsSubmit.ts';
import { TermsDisclosure } from './TermsDisclosure.tsx';
import { HoldWarning } from '../hold/HoldWarning.tsx';

export interface DetailsStepProps {
  settings: Settings;
  bookingId: string;
  isBookingRequest: boolean;
  isWaitList: boolean;
}

function initialContact(booking: Booking): ContactValues {
  // Back from a refused payment the booking holds what the guest typed: nothing is lost.
  const contact = booking.contact;
  return {
    fname: contact?.fname ?? '',
    lname: contact?.lname ?? '',
    email: contact?.email ?? '',
    mobile: contact?.mobile ?? '',
    message: booking.message || contact?.message || '',
    newsletter: contact?.newsletter ?? false,
    customerName: booking.customer?.name ?? '',
    payMethod: null,
  };
}

/** The countries the form's phone picker may start at: the language's, and the venue's market. */
const startCountries = (language: string, system: string) => [
  phoneCountryForLanguage(language),
  marketOf(system).toUpperCase(),
];

/**
 * What the step asks for beyond its code, asked for while the guest is on the step before
 * (WizardScreen's preload): the phone plans of the countries its form starts at.
 */
export function preloadDetails(language: string, system: string): Promise<void> {
  return phoneZonesSettled('', startCountries(language, system));
}

/** The details (finalize) step of doc 1 §2: summary, contact form, and submit or pay. */
export function DetailsStep({
  settings,
  bookingId,
  isBookingRequest,
  isWaitList,
}: DetailsStepProps) {
  const { api, store, system, config } = useWidget();
  const { t, ready, language, common } = useNamespaceT('checkout');
  const booking = useQuery(api.booking(bookingId));
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const { draft, save: saveDraft } = useContactDraft(bookingId);
  const { busy, failure, submit } = useDetailsSubmit(bookingId, settings, language);
  const { notice, online, paymentFailure } = useDetailsNotice({ t, common, settings, failure });
  // A refusal belongs to this visit of the form; leaving it forgets the refusal.
  useEffect(() => () => store.getState().setPaymentFailure(null), [store]);

  useEffect(() => {
    if (booking.status === 'error')
      store.getState().showError({ page: pageForError(booking.error) });
  }, [store, booking.status, booking.error]);

  // The plans of the number's zone, and of the countries the form starts at, before the form:
  // it then opens at the number's own country (doc 1 §5), checked in full.
  const typedMobile = draft?.mobile ?? (booking.data?.contact?.mobile || config.phone) ?? '';
  const phonePending = usePhoneZonesPending(typedMobile, [
    draft?.country,
    ...startCountries(language, system),
  ]);

  if (!ready || !booking.data || phonePending) {
    return (
      <div aria-busy="true" aria-label={common('loading')}>
        <Skeleton height="140px" />
        <Skeleton height="320px" style={{ marginTop: 20 }} />
      </div>
    );
  }

  const data = booking.data;
  // A venue's prefill (issue 50) fills what the booking leaves empty; the draft goes over both.
  const contact = prefillContact(initialContact(data), config);
  const mode = bookingMode({
    isBookingRequest,
    isWaitList,
    paymentRules: data.webBookingRules.map((rule) => rule.paymentRule),
  });
  const payment = checkoutPayment(mode, data);
  const amount = payment
    ? formatAmount(payment.total, currencyForSystem(system), localeForLanguage(language))
    : undefined;
  const label = submitLabelKey(mode, mode === BookingMode.Prepayment ? amount : undefined);
  const mobileLabel = mobilePaymentLabel(system);
  const payMethods = payMethodChoices({
    mode,
    venueMethods: settings.paymentMethods,
    marketHasMobile: mobileLabel !== null,
  }).map((value) => ({
    value,
    label: value === PayMethod.Mobile && mobileLabel ? mobileLabel : t('form.card'),
  }));

  return (
    <div css={stack} data-testid="details-step" data-mode={mode}>
      <BookingSummary
        booking={data}
        timeZone={settings.timeZone}
        language={language}
        payment={paymentFailure?.timeTaken ? null : payment}
        amount={amount}
        t={t}
        common={common}
      />
      <DetailsForm
        t={t}
        language={language}
        initial={contact.values}
        prefilled={contact.filled}
        showMessage={settings.displayMessageBox}
        showNewsletter={settings.newsletter}
        showCompanyName={settings.displayCustomerName}
        payMethods={payMethods}
        submitLabel={t(label.key, label.values)}
        busy={busy}
        online={online}
        marketCountry={marketOf(system).toUpperCase()}
        notice={notice}
        draft={draft}
        onDraft={saveDraft}
        onPrivacy={() => setPrivacyOpen(true)}
        onSubmit={(values, country) => void submit(mode, values, country)}
        terms={
          showsTermsBeforeSubmit(mode) ? (
            <TermsDisclosure
              texts={bookingConditions(settings.webConditions, data.webBookingRules)}
              t={t}
            />
          ) : null
        }
      />
      <HoldWarning guid={bookingId} />
      <PrivacyDialog
        open={privacyOpen}
        onClose={() => setPrivacyOpen(false)}
        gdprInfo={settings.gdprInfo}
      />
    </div>
  );
}

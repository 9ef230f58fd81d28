import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Booking, Settings } from '../../shared/contract/index.ts';
import { checkoutPayment } from '../../shared/checkout/checkoutPayment.ts';
import {
  contactDraftJson,
  readContactDraft,
  type ContactDraft,
} from '../../shared/checkout/contactDraft.ts';
import { BookingMode, PayMethod } from '../../shared/enums.ts';
import { localeForLanguage } from '../../shared/i18n/localeForLanguage.ts';
import { marketOf } from '../../shared/money/marketOf.ts';
import { currencyForSystem } from '../../shared/money/currencyForSystem.ts';
import { formatAmount } from '../../shared/money/formatAmount.ts';
import { mobilePaymentLabel } from '../../shared/money/mobilePaymentLabel.ts';
import type { ContactFormValues } from '../../shared/validation/contactSchema.ts';
import { internationalPhone } from '../fields/phonePlans.ts';
import { phoneCountryForLanguage } from '../../shared/validation/phoneCountryForLanguage.ts';
import { storageKeys } from '../../shared/storage/storageKeys.ts';
import { bookingMode } from '../../shared/wizard/bookingMode.ts';
import { submitLabelKey } from '../../shared/wizard/submitLabelKey.ts';
import { pageForError } from '../api/pageForError.ts';
import { wizardContext } from '../flows/createBookingFlow.ts';
import { createCheckoutFlow } from '../flows/createCheckoutFlow.ts';
import { useQuery } from '../hooks/useQuery.ts';
import { useOnline } from '../hooks/useOnline.ts';
import { useNamespaceT } from '../hooks/useT.ts';
import { useWidget, useWidgetStore } from '../hooks/useWidget.ts';
import { PrivacyDialog } from '../layout/PrivacyDialog.tsx';
import { sessionStore } from '../platform/storage.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { BookingSummary } from './BookingSummary.tsx';
import { stack } from './checkoutStyles.ts';
import { phoneZonesSettled, usePhoneZonesPending } from './phoneZones.ts';
import { DetailsForm, type DetailsNotice, type InitialContact } from './DetailsForm.tsx';

export interface DetailsStepProps {
  settings: Settings;
  bookingId: string;
  isBookingRequest: boolean;
  isWaitList: boolean;
}

function initialContact(booking: Booking): InitialContact {
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
  const { api, cache, store, config, system, unitId } = useWidget();
  const { t, ready, language, common } = useNamespaceT('checkout');
  const booking = useQuery(api.booking(bookingId));
  const flow = useMemo(
    () => createCheckoutFlow({ api, cache, store, mode: config.mode }),
    [api, cache, store, config.mode],
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<'tryAgain' | 'noConnection' | null>(null);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const paymentFailure = useWidgetStore((state) => state.paymentFailure);
  const draftKey = storageKeys.draft(system, unitId);
  const [draft] = useState(() => readContactDraft(sessionStore.get(draftKey), bookingId));
  const saveDraft = useCallback(
    (values: ContactDraft) => sessionStore.set(draftKey, contactDraftJson(bookingId, values)),
    [draftKey, bookingId],
  );
  // A refusal belongs to this visit of the form; leaving it forgets the refusal.
  useEffect(() => () => store.getState().setPaymentFailure(null), [store]);
  const online = useOnline();

  useEffect(() => {
    if (booking.status === 'error')
      store.getState().showError({ page: pageForError(booking.error) });
  }, [store, booking.status, booking.error]);

  // The plans of the number's zone, and of the countries the form starts at, before the form:
  // it then opens at the number's own country (doc 1 §5), checked in full.
  const typedMobile = draft?.mobile ?? booking.data?.contact?.mobile ?? '';
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
  const offered =
    settings.paymentMethods.length > 0 ? settings.paymentMethods : [PayMethod.CreditCard];
  const payMethods =
    mode === BookingMode.Prepayment
      ? [
          ...(offered.includes(PayMethod.CreditCard) || !mobileLabel
            ? [{ value: PayMethod.CreditCard, label: t('form.card') }]
            : []),
          ...(mobileLabel && offered.includes(PayMethod.Mobile)
            ? [{ value: PayMethod.Mobile, label: mobileLabel }]
            : []),
        ]
      : [];

  async function submit(values: ContactFormValues, country: string): Promise<void> {
    setBusy(true);
    setFailure(null);
    store.getState().setPaymentFailure(null);
    const details = {
      contact: {
        fname: values.fname,
        lname: values.lname,
        email: values.email,
        mobile: internationalPhone(values.mobile, country),
        newsletter: values.newsletter,
        message: values.message,
      },
      customer: values.customerName ? { name: values.customerName } : null,
      message: values.message,
      lang: language,
    };
    const result =
      mode === BookingMode.Prepayment || mode === BookingMode.NoShowFee
        ? await flow.pay(
            bookingId,
            { ...details, payMethod: values.payMethod ?? PayMethod.CreditCard },
            mode === BookingMode.NoShowFee,
          )
        : await flow.finalize(bookingId, details, settings);
    // On success the page changes (booking page or terminal); the button stays busy till then.
    if (result === null) return;
    setBusy(false);
    if (result.kind !== 'reservationFailed') setFailure(result.kind);
  }

  const notice: DetailsNotice | null = !online
    ? { title: t('failure.noConnection.title'), text: t('failure.noConnection.text') }
    : paymentFailure
      ? {
          title: t(
            paymentFailure.titleKind === 'noShow'
              ? 'paymentErrors.titleNoShow'
              : 'paymentErrors.titlePayment',
          ),
          text: t(paymentFailure.messageKey),
          ...(paymentFailure.timeTaken
            ? {
                action: {
                  label: t('paymentErrors.chooseAnotherTime'),
                  onClick: () => {
                    store.getState().setPaymentFailure(null);
                    store
                      .getState()
                      .dispatch({ type: 'timeTaken' }, wizardContext(settings, false));
                  },
                },
              }
            : {
                close: {
                  label: common('actions.close'),
                  onClick: () => store.getState().setPaymentFailure(null),
                },
              }),
        }
      : failure
        ? { title: t(`failure.${failure}.title`), text: t(`failure.${failure}.text`) }
        : null;

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
        initial={initialContact(data)}
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
        onSubmit={(values, country) => void submit(values, country)}
      />
      <PrivacyDialog
        open={privacyOpen}
        onClose={() => setPrivacyOpen(false)}
        gdprInfo={settings.gdprInfo}
      />
    </div>
  );
}

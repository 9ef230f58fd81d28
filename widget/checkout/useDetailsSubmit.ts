import { useMemo, useState } from 'react';
import type { Settings } from '../../shared/contract/index.ts';
import { contactBody } from '../../shared/contact/contactBody.ts';
import { BookingMode, PayMethod } from '../../shared/enums.ts';
import type { ContactFormValues } from '../../shared/validation/contactSchema.ts';
import { internationalPhone } from '../fields/phonePlans.ts';
import { createCheckoutFlow } from '../flows/createCheckoutFlow.ts';
import { useWidget } from '../hooks/useWidget.ts';

type Failure = 'tryAgain' | 'noConnection';

/**
 * Sends the details step: finalize, or the payment terminal under prepayment or a no-show fee
 * (doc 1 §4 Submit, §7), and tells whether it is on its way and what failed last.
 */
export function useDetailsSubmit(bookingId: string, settings: Settings, language: string) {
  const { api, cache, store, config } = useWidget();
  const flow = useMemo(
    () => createCheckoutFlow({ api, cache, store, mode: config.mode }),
    [api, cache, store, config.mode],
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  async function submit(mode: BookingMode, values: ContactFormValues, country: string) {
    setBusy(true);
    setFailure(null);
    store.getState().setPaymentFailure(null);
    const details = {
      contact: contactBody(values, (mobile) => internationalPhone(mobile, country)),
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

  return { busy, failure, submit };
}

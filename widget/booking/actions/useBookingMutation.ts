import { useState } from 'react';
import type { Booking } from '../../../shared/contract/index.ts';
import { useWidget } from '../../hooks/useWidget.ts';
import { TOAST_DURATION_MS } from '../../ui/ToastContext.ts';
import { useToast } from '../../ui/useToast.ts';
import { storeBooking } from '../bookingRequest.ts';

export interface MutationTexts {
  successTitle?: string;
  failureTitle: string;
  /** The failure's text, or what to say for the error the action failed with. */
  failureMessage?: string | ((error: unknown) => string | undefined);
}

/**
 * Runs one booking-page action: the answer replaces the cached booking (the page re-renders
 * from it); success and failure toasts last 5 s (doc 2 §8, §9). Resolves to the booking, or
 * null after a failure.
 */
export function useBookingMutation() {
  const { api, cache } = useWidget();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function run(act: () => Promise<Booking>, texts: MutationTexts): Promise<Booking | null> {
    setBusy(true);
    try {
      const booking = await act();
      storeBooking(api, cache, booking);
      if (texts.successTitle)
        toast.show({ kind: 'success', title: texts.successTitle, duration: TOAST_DURATION_MS });
      return booking;
    } catch (error) {
      const { failureMessage } = texts;
      const message = typeof failureMessage === 'function' ? failureMessage(error) : failureMessage;
      toast.show({
        kind: 'error',
        title: texts.failureTitle,
        ...(message ? { message } : {}),
        duration: TOAST_DURATION_MS,
      });
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy };
}

import { useState } from 'react';
import type { Booking } from '../../../shared/contract/index.ts';
import { outcomeUnknown } from '../../../shared/errors/outcomeUnknown.ts';
import { failedCall } from '../../flows/routeFailure.ts';
import { useWidget } from '../../hooks/useWidget.ts';
import { TOAST_DURATION_MS } from '../../ui/ToastContext.ts';
import { useToast } from '../../ui/useToast.ts';
import { bookingRequest, storeBooking } from '../bookingRequest.ts';

export interface MutationTexts {
  successTitle?: string;
  failureTitle: string;
  /** The failure's text, or what to say for the error the action failed with. */
  failureMessage?: string | ((error: unknown) => string | undefined);
}

/**
 * Runs one booking-page action: the answer replaces the cached booking (the page re-renders
 * from it); success and failure toasts last 5 s (doc 2 §8, §9). Resolves to the booking, or
 * null after a failure. A failure that may still have acted (no answer, issue 49) reads the
 * booking again, so the page never goes on showing a state the API has left.
 */
export function useBookingMutation() {
  const { api, cache, store } = useWidget();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  /** The page's booking, fetched anew; the old one stays on screen until the answer. */
  function readAgain() {
    const { route, location } = store.getState();
    if (route.name !== 'bookingPage') return;
    cache.fetchQuery(bookingRequest(api, route.bookingId, location.search), 0).then(
      (booking) => storeBooking(api, cache, booking),
      () => undefined, // still no answer: the page shows what it had
    );
  }

  async function run(act: () => Promise<Booking>, texts: MutationTexts): Promise<Booking | null> {
    setBusy(true);
    try {
      const booking = await act();
      storeBooking(api, cache, booking);
      if (texts.successTitle)
        toast.show({ kind: 'success', title: texts.successTitle, duration: TOAST_DURATION_MS });
      return booking;
    } catch (error) {
      if (outcomeUnknown(failedCall(error))) readAgain();
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

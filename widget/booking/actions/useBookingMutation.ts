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
 * booking again, so the page never goes on showing a state the API has left, and an action that
 * took is told as one.
 */
export function useBookingMutation() {
  const { api, cache, store } = useWidget();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  /**
   * The page's booking, fetched anew (the old one stays on screen until the answer), when it
   * differs from what the page showed: the action was applied though its answer was lost.
   */
  async function appliedAfterAll(): Promise<Booking | null> {
    const { route, location } = store.getState();
    if (route.name !== 'bookingPage') return null;
    const request = bookingRequest(api, route.bookingId, location.search);
    const shown = cache.getState<Booking>(request.key).data;
    // Still no answer: the page shows what it had, and the failure is told.
    const now = await cache.fetchQuery(request, 0).catch(() => null);
    if (!now) return null;
    storeBooking(api, cache, now);
    return shown && JSON.stringify(now) !== JSON.stringify(shown) ? now : null;
  }

  const succeeded = (booking: Booking, texts: MutationTexts) => {
    storeBooking(api, cache, booking);
    if (texts.successTitle)
      toast.show({ kind: 'success', title: texts.successTitle, duration: TOAST_DURATION_MS });
    return booking;
  };

  async function run(act: () => Promise<Booking>, texts: MutationTexts): Promise<Booking | null> {
    setBusy(true);
    try {
      return succeeded(await act(), texts);
    } catch (error) {
      // No answer, or none that says what happened (issue 49): the booking says whether the
      // action took. Changed since the page showed it, it did: told as a success.
      const applied = outcomeUnknown(failedCall(error)) ? await appliedAfterAll() : null;
      if (applied) return succeeded(applied, texts);
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

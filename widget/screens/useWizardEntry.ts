import { startTransition, useContext, useLayoutEffect, useRef, useState } from 'react';
import { FIRST_PAINT_ATTRIBUTE } from '../../shared/element/firstPaint.ts';
import type { Settings } from '../../shared/contract/index.ts';
import type { Route } from '../../shared/routing/Route.ts';
import { bookingWindow } from '../../shared/availability/bookingWindow.ts';
import { venueToday } from '../../shared/availability/venueToday.ts';
import { validPrefill } from '../../shared/wizard/validPrefill.ts';
import type { wizardContext, AlreadyFinalized } from '../flows/createBookingFlow.ts';
import { useWidget, useWidgetStore } from '../hooks/useWidget.ts';
import { PortalContainerContext } from '../ui/PortalContainerContext.ts';

/**
 * How the wizard is entered: prefilled guests, children and date (attributes or query) pass the
 * rules a click does and then start at the right step, once, before anything is painted or
 * fetched with them; a route with a booking first waits for the session guard (doc 2 §4), so a
 * stale form is never shown or sent. `ready` is false until the prefill is checked; `waiting`
 * while the guard runs or its dialog is up.
 */
export function useWizardEntry(
  settings: Settings,
  route: Exclude<Route, { name: 'bookingPage' }>,
  context: ReturnType<typeof wizardContext>,
  now: number,
) {
  const { store, flow } = useWidget();
  const root = useContext(PortalContainerContext);
  const wizard = useWidgetStore((s) => s.wizard);
  const timeTaken = useWidgetStore((s) => s.paymentFailure?.timeTaken ?? false);
  // The session guard stopped on this booking: its dialog (doc 2 §4).
  const [finalized, setFinalized] = useState<AlreadyFinalized | null>(null);
  // Not when a payment return just found the time taken (the checkout flow decided; nothing is
  // revived).
  const [guarding, setGuarding] = useState(() => !!wizard.bookingId && !timeTaken);
  useLayoutEffect(() => flow.onAlreadyFinalized(setFinalized), [flow]);

  const prefilled = useRef(false);
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    // Behind the loader's first paint, which stays until React's step is complete, the step
    // renders as a transition, in slices that yield to the host page (issue 50): set at once in
    // this layout effect, it is one synchronous render of the whole step inside React's commit.
    // Anywhere else (a modal, a moved element) at once: a transition would show the skeleton
    // first. The prefill below is in the store before the step renders either way.
    const covered = root instanceof ShadowRoot && root.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`);
    const render = covered ? startTransition : (update: () => void) => update();
    render(() => setReady(true));
    // doc 2 §4 Session guard on every entry to a booking's route (first load, new tab, history,
    // bookmark, reload).
    if (guarding) {
      void flow.resume(wizard.bookingId!, settings).finally(() => setGuarding(false));
      return;
    }
    const rules = {
      ...context,
      isBookingRequest: route.isBookingRequest,
      today: venueToday(now, settings.timeZone),
      window: bookingWindow(settings.unitsMetaData),
    };
    // The prefilled address is replaced, so Back does not return to a step the guest never saw.
    store.getState().dispatch({ type: 'prefill', ...validPrefill(wizard, rules) }, context, {
      replace: true,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    ready,
    waiting: guarding || finalized !== null,
    finalized,
    dismissFinalized: () => setFinalized(null),
  };
}

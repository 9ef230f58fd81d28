import { useRef, useState } from 'react';
import type { Settings } from '../../shared/contract/index.ts';
import type { Route } from '../../shared/routing/Route.ts';
import type { WizardEvent } from '../../shared/wizard/WizardEvent.ts';
import { pendingMessageKey } from '../../shared/wizard/pendingMessageKey.ts';
import type { WizardScreen } from '../../shared/wizard/wizardScreen.ts';
import { readQueryParams } from '../../shared/routing/readQueryParams.ts';
import { LazyCheckout } from '../checkout/LazyCheckout.tsx';
import { ErrorPage } from '../errors/ErrorPage.tsx';
import type { wizardContext } from '../flows/createBookingFlow.ts';
import { useT } from '../hooks/useT.ts';
import { useWidget, useWidgetStore } from '../hooks/useWidget.ts';
import { ChildrenStep } from '../wizard/ChildrenStep.tsx';
import { GuestsStep } from '../wizard/GuestsStep.tsx';
import {
  ActivityStep,
  DateStep,
  PreorderStep,
  RequestGuestsForm,
  RequestIntro,
  TimeStep,
} from './lazySteps.ts';

interface StepBodyProps {
  screen: WizardScreen;
  settings: Settings;
  route: Exclude<Route, { name: 'bookingPage' }>;
  context: ReturnType<typeof wizardContext>;
  now: number;
  dispatch(event: WizardEvent, replace?: boolean): void;
}

/** The step's own screen inside the wizard's frame (doc 1 §2). */
export function StepBody({ screen, settings, route, context, now, dispatch }: StepBodyProps) {
  const { store } = useWidget();
  const wizard = useWidgetStore((s) => s.wizard);
  const location = useWidgetStore((s) => s.location);
  const query = readQueryParams(location.search);
  const unitId = settings.unitsMetaData.id;
  const guests = wizard.guests ?? 1;
  const filters = {
    ...(query.sectionIds ? { sectionIds: query.sectionIds } : {}),
    ...(query.tag ? { tag: query.tag } : {}),
  };
  const choose = useChooseTimes(settings);

  switch (screen.name) {
    case 'requestIntro':
      return <RequestIntro settings={settings} onContinue={() => dispatch({ type: 'continue' })} />;
    case 'requestGuests':
      return (
        <RequestGuestsForm
          settings={settings}
          guests={wizard.guests}
          guestsChildren={wizard.guestsChildren}
          onSubmit={(values) =>
            store.getState().dispatchAll(
              [
                { type: 'setGuests', guests: values.guests },
                { type: 'setChildren', children: values.guestsChildren },
              ],
              context,
            )
          }
        />
      );
    case 'guests':
      return (
        <GuestsStep
          settings={settings}
          guests={wizard.guests ?? wizard.chosenBefore?.guests}
          onSelect={(count) => dispatch({ type: 'setGuests', guests: count })}
          onStartRequest={() => dispatch({ type: 'startRequest' })}
        />
      );
    case 'children':
      return (
        <ChildrenStep
          guests={guests}
          guestsChildren={
            wizard.guestsChildren ??
            (wizard.chosenBefore?.guests === guests
              ? wizard.chosenBefore.guestsChildren
              : undefined)
          }
          onSelect={(children) => dispatch({ type: 'setChildren', children })}
        />
      );
    case 'date':
      return (
        <DateStep
          settings={settings}
          unitId={unitId}
          guests={guests}
          isBookingRequest={route.isBookingRequest}
          selectedDate={wizard.date}
          now={now}
          onSelect={(date) => dispatch({ type: 'setDate', date })}
          {...filters}
        />
      );
    case 'activities':
      return (
        <ActivityStep
          settings={settings}
          unitId={unitId}
          date={screen.date}
          guests={guests}
          bookingId={wizard.bookingId}
          isWaitList={wizard.isWaitList}
          now={now}
          onContinue={() => dispatch({ type: 'continue' })}
          {...filters}
        />
      );
    case 'times':
      return (
        <TimeStep
          settings={settings}
          unitId={unitId}
          date={screen.date}
          guests={guests}
          isBookingRequest={route.isBookingRequest}
          now={now}
          busy={choose.busy}
          confirmedTimes={wizard.isWaitList ? [] : wizard.times}
          onChooseTime={(slot) => void choose.run([slot], false)}
          onJoinWaitList={(slots) => void choose.run(slots, true)}
          {...filters}
        />
      );
    case 'preorder':
      return (
        <PreorderStep
          settings={settings}
          bookingId={screen.bookingId}
          guests={guests}
          onContinue={() => dispatch({ type: 'continue' })}
          onBookingReplaced={(bookingId) => dispatch({ type: 'bookingCreated', bookingId }, true)}
        />
      );
    case 'details':
      return <DetailsBody settings={settings} route={route} />;
    case 'none':
      return <ErrorPage page="brokenLink" reason="link" />;
  }
}

/**
 * Holds the chosen times (doc 1 §4): a ref answers a second click at once; the state shows the
 * spinner and disables the times.
 */
function useChooseTimes(settings: Settings) {
  const { flow } = useWidget();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (times: Parameters<typeof flow.chooseTimes>[0], isWaitList: boolean) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await flow.chooseTimes(times, isWaitList, settings);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}

/** The details step: what happens next, and the form (doc 1 §6). */
function DetailsBody({ settings, route }: Pick<StepBodyProps, 'settings' | 'route'>) {
  const { t } = useT();
  const wizard = useWidgetStore((s) => s.wizard);
  // Behind the reservation-failed dialog the time is no longer held either (issue 49).
  const timeTaken = useWidgetStore(
    (s) => (s.paymentFailure?.timeTaken ?? false) || s.reservationFailure !== null,
  );
  const key = pendingMessageKey({
    isBookingRequest: route.isBookingRequest,
    isWaitList: wizard.isWaitList,
    isActivityBooking: route.isActivityBooking,
    timeTaken,
  });
  return (
    <>
      <p data-testid="details-intro">{t(key)}</p>
      {wizard.bookingId && (
        <LazyCheckout
          screen="details"
          settings={settings}
          bookingId={wizard.bookingId}
          isBookingRequest={route.isBookingRequest}
          isWaitList={wizard.isWaitList}
        />
      )}
    </>
  );
}

import { Suspense, useState } from 'react';
import type { Settings } from '../../shared/contract/index.ts';
import { BookingMode, PaymentRule, WizardStep } from '../../shared/enums.ts';
import type { Route } from '../../shared/routing/Route.ts';
import { bookingMode } from '../../shared/wizard/bookingMode.ts';
import { deriveStep } from '../../shared/wizard/deriveStep.ts';
import { backGoesToPreorder } from '../../shared/wizard/transitionBack.ts';
import { needsBackConfirmation } from '../../shared/wizard/needsBackConfirmation.ts';
import { stepTitleKey } from '../../shared/wizard/stepTitleKey.ts';
import type { WizardEvent } from '../../shared/wizard/WizardEvent.ts';
import { wizardScreen } from '../../shared/wizard/wizardScreen.ts';
import { ReservationFailedDialog } from '../checkout/ReservationFailedDialog.tsx';
import { wizardContext } from '../flows/createBookingFlow.ts';
import { useNow } from '../hooks/useNow.ts';
import { useQuery } from '../hooks/useQuery.ts';
import { useT } from '../hooks/useT.ts';
import { useWidget, useWidgetStore } from '../hooks/useWidget.ts';
import { LazyConfirmDialog as ConfirmDialog } from '../ui/LazyDialogs.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { WizardFrame } from '../wizard/WizardFrame.tsx';
import { AlreadyFinalizedPrompt } from './lazySteps.ts';
import { PreloadNextStep } from './PreloadNextStep.tsx';
import { StepBody } from './StepBody.tsx';
import { useWizardEntry } from './useWizardEntry.ts';

type WizardRoute = Exclude<Route, { name: 'bookingPage' }>;

const stepFallback = <Skeleton height="320px" />;

/**
 * The details step's title says 'and pay' in prepayment mode, which the booking's rules tell
 * (the details step reads the same cached booking, so this is no extra request).
 */
function useTitleKey(route: WizardRoute, step: WizardStep) {
  const { api } = useWidget();
  const wizard = useWidgetStore((s) => s.wizard);
  const finalizing = step === WizardStep.Finalize && wizard.bookingId ? wizard.bookingId : null;
  const booking = useQuery(finalizing ? api.booking(finalizing) : null);
  if (route.name === 'bookingRequestIntro') return 'screens.bookingRequestIntro';
  const mode = booking.data
    ? bookingMode({
        isBookingRequest: route.isBookingRequest,
        isWaitList: wizard.isWaitList,
        paymentRules: booking.data.webBookingRules.map((rule) => rule.paymentRule),
      })
    : null;
  return stepTitleKey(step, {
    isActivityBooking: route.isActivityBooking,
    isBookingRequest: route.isBookingRequest,
    paymentRule: mode === BookingMode.Prepayment ? PaymentRule.Prepayment : null,
  });
}

/** The wizard of doc 1 §2, the flow's hub: one step at a time, each moved on by the store. */
export function WizardScreen({ settings, route }: { settings: Settings; route: WizardRoute }) {
  const { t } = useT();
  const { store } = useWidget();
  const wizard = useWidgetStore((s) => s.wizard);
  const hasMenu = useWidgetStore((s) => s.bookingHasMenu);
  const reservationFailure = useWidgetStore((s) => s.reservationFailure);
  const [confirmBack, setConfirmBack] = useState(false);
  // Come from another screen of the widget (the booking page's Book more): its button is gone,
  // so the first step takes focus too (issue 52). Read before the entry's prefill moves.
  const [cameFrom] = useState(() => store.getState().navigated);
  const now = useNow();
  const meta = settings.unitsMetaData;
  const context = wizardContext(settings, hasMenu);
  const dispatch = (event: WizardEvent, replace = false) =>
    store.getState().dispatch(event, context, { replace });
  const entry = useWizardEntry(settings, route, context, now);
  const step = deriveStep({
    routeName: route.name,
    ...wizard,
    maxWebGuests: meta.maxWebGuests,
    childrenEnabled: meta.activateWebChildren,
    isBookingRequest: route.isBookingRequest,
  });
  const titleKey = useTitleKey(route, step);
  const screen = wizardScreen({
    step,
    isRequestIntro: route.name === 'bookingRequestIntro',
    isBookingRequest: route.isBookingRequest,
    isActivityBooking: route.isActivityBooking,
    date: wizard.date,
    bookingId: wizard.bookingId,
  });

  // Not a frame yet: a step that changes under the checked prefill would pull focus to its title.
  if (!entry.ready) return stepFallback;
  // Going back from the chosen time releases it (doc 1 §4): the guest confirms first. The
  // activity list keeps its booking on the way back; leaving it asks there.
  const back = () =>
    needsBackConfirmation(route.name, wizard.bookingId, backGoesToPreorder(wizard, hasMenu)) &&
    !route.isActivityBooking
      ? setConfirmBack(true)
      : dispatch({ type: 'back' });

  return (
    <WizardFrame
      navigated={cameFrom}
      step={step}
      titleKey={titleKey}
      isBookingRequest={route.isBookingRequest}
      guests={wizard.guests}
      guestsChildren={wizard.guestsChildren}
      date={wizard.date}
      steps={{
        childrenEnabled: context.childrenEnabled,
        withPreorder: hasMenu && backGoesToPreorder(wizard, true),
      }}
      onBack={back}
    >
      <Suspense fallback={stepFallback}>
        {entry.waiting ? (
          stepFallback
        ) : (
          <StepBody {...{ screen, settings, route, context, now, dispatch }} />
        )}
        <PreloadNextStep step={step} isActivityBooking={route.isActivityBooking} />
      </Suspense>
      <ConfirmDialog
        open={confirmBack}
        title={t('wizard.backConfirmTitle')}
        description={t('wizard.backConfirmText')}
        confirmLabel={t('wizard.backConfirmGo')}
        cancelLabel={t('wizard.backConfirmStay')}
        closeLabel={t('actions.close')}
        onCancel={() => setConfirmBack(false)}
        onConfirm={() => {
          setConfirmBack(false);
          dispatch({ type: 'back' });
        }}
      />
      <ReservationFailedDialog
        code={reservationFailure}
        onAcknowledge={() => {
          store.getState().setReservationFailure(null);
          dispatch({ type: 'reservationFailedAcknowledged' });
        }}
      />
      {entry.finalized && (
        <Suspense fallback={null}>
          <AlreadyFinalizedPrompt
            {...entry.finalized}
            settings={settings}
            onDone={entry.dismissFinalized}
          />
        </Suspense>
      )}
    </WizardFrame>
  );
}

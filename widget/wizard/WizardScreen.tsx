import type { WidgetI18n } from '../i18n/WidgetI18n.ts';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Settings } from '../../shared/contract/index.ts';
import { BookingMode, PaymentRule, WizardStep } from '../../shared/enums.ts';
import { readQueryParams } from '../../shared/routing/readQueryParams.ts';
import type { Route } from '../../shared/routing/Route.ts';
import { bookingWindow } from '../../shared/availability/bookingWindow.ts';
import { venueToday } from '../../shared/availability/venueToday.ts';
import { bookingMode } from '../../shared/wizard/bookingMode.ts';
import { deriveStep } from '../../shared/wizard/deriveStep.ts';
import { backGoesToPreorder } from '../../shared/wizard/transitionBack.ts';
import { needsBackConfirmation } from '../../shared/wizard/needsBackConfirmation.ts';
import { pendingMessageKey } from '../../shared/wizard/pendingMessageKey.ts';
import { validPrefill } from '../../shared/wizard/validPrefill.ts';
import { stepTitleKey } from '../../shared/wizard/stepTitleKey.ts';
import type { WizardEvent } from '../../shared/wizard/WizardEvent.ts';
import { preloadNextCalls } from '../api/createApiClient.ts';
import { useQuery } from '../hooks/useQuery.ts';
import { useT } from '../hooks/useT.ts';
import { useWidget, useWidgetStore } from '../hooks/useWidget.ts';
import { PendingScreen } from '../screens/PendingScreen.tsx';
import { LazyCheckout, loadCheckout } from '../checkout/LazyCheckout.tsx';
import { LazyConfirmDialog as ConfirmDialog } from '../ui/LazyDialogs.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ChildrenStep } from './ChildrenStep.tsx';
import { wizardContext, type AlreadyFinalized } from '../flows/createBookingFlow.ts';
import { GuestsStep } from './GuestsStep.tsx';
import { ReservationFailedDialog } from './ReservationFailedDialog.tsx';
import { WizardFrame } from './WizardFrame.tsx';
import { useNow } from './useNow.ts';
import { whenQuiet } from './whenQuiet.ts';

// The calendar and the time list load with their steps (DESIGN §6), not with the first screen;
// each is fetched while the guest is still on the step before (issue 16), see preloadNextStep.
const loadDateStep = () => import('./date/DateStep.tsx');
const loadTimeStep = () => import('./time/TimeStep.tsx');
const loadActivityStep = () => import('../activities/ActivityStep.tsx');
const DateStep = lazy(() => loadDateStep().then((m) => ({ default: m.DateStep })));
const TimeStep = lazy(() => loadTimeStep().then((m) => ({ default: m.TimeStep })));
const loadRequestScreens = () => import('./requestScreens.ts');
const RequestIntro = lazy(() => loadRequestScreens().then((m) => ({ default: m.RequestIntro })));
const RequestGuestsForm = lazy(() =>
  loadRequestScreens().then((m) => ({ default: m.RequestGuestsForm })),
);
const ActivityStep = lazy(() => loadActivityStep().then((m) => ({ default: m.ActivityStep })));

/**
 * The code and the strings of the step after `step`, asked for while the guest decides, so a
 * click waits only for its data (issue 16: no chunk, then luxon, then data chain). A failure is
 * left to the step's own lazy load, which shows the error page if it fails again. After the
 * times or activities comes the details step (its code, strings and phone plans): the click
 * there waits for the booking's hold alone (issue 32).
 */
function preloadNextStep(
  step: WizardStep,
  isActivityBooking: boolean,
  i18n: WidgetI18n,
  system: string,
) {
  const next: [() => Promise<unknown>, string] | null =
    step === WizardStep.Guests || step === WizardStep.GuestsChildren
      ? [loadDateStep, 'calendar']
      : step === WizardStep.Date
        ? isActivityBooking
          ? [loadActivityStep, 'activities']
          : [loadTimeStep, 'times']
        : step === WizardStep.Availability
          ? [() => loadCheckout().then((m) => m.preloadDetails(i18n.language, system)), 'checkout']
          : null;
  if (!next) return;
  const [load, ns] = next;
  void load().catch(() => undefined);
  void i18n.loadNamespaces(ns).catch(() => undefined);
  // The next step's answer is the first one validated by the lazily loaded schemas, and the
  // first call through ky.
  preloadNextCalls();
}

/**
 * Preloads the step after `step` once this one is on screen. It sits inside the step's Suspense
 * boundary, after the step, so its effect runs only when the step's code has arrived and the
 * step has asked for its data (effects run in tree order); whenQuiet then waits for that data
 * and an idle browser, so the preload never shares the connection with the step's own request.
 */
function PreloadNextStep({
  step,
  isActivityBooking,
}: {
  step: WizardStep;
  isActivityBooking: boolean;
}) {
  const { cache, system } = useWidget();
  const { i18n } = useT();
  useEffect(
    () => whenQuiet(cache, () => preloadNextStep(step, isActivityBooking, i18n, system)),
    [cache, step, isActivityBooking, i18n, system],
  );
  return null;
}

const PreorderStep = lazy(() =>
  import('../preorder/PreorderStep.tsx').then((m) => ({ default: m.PreorderStep })),
);
const AlreadyFinalizedPrompt = lazy(() =>
  import('../booking/bookingPageScreen.tsx').then((m) => ({ default: m.AlreadyFinalizedPrompt })),
);

type WizardRouteName = Exclude<Route, { name: 'bookingPage' }>;

const stepFallback = <Skeleton height="320px" />;

/** The wizard of doc 1 §2: one step at a time, each moved on through the store's transition. */
export function WizardScreen({ settings, route }: { settings: Settings; route: WizardRouteName }) {
  const { t } = useT();
  const instance = useWidget();
  const { store, flow } = instance;
  const wizard = useWidgetStore((s) => s.wizard);
  const location = useWidgetStore((s) => s.location);
  const hasMenu = useWidgetStore((s) => s.bookingHasMenu);
  const reservationFailure = useWidgetStore((s) => s.reservationFailure);
  const timeTaken = useWidgetStore((s) => s.paymentFailure?.timeTaken ?? false);
  // A ref answers a second click at once; the state shows the spinner and disables the times.
  const busy = useRef(false);
  const [choosing, setChoosing] = useState(false);
  const [confirmBack, setConfirmBack] = useState(false);
  const now = useNow();
  const meta = settings.unitsMetaData;
  const context = wizardContext(settings, hasMenu);
  const dispatch = (event: WizardEvent, replace = false) =>
    store.getState().dispatch(event, context, { replace });
  const query = readQueryParams(location.search);
  // The session guard stopped on this booking: its dialog (doc 2 §4).
  const [finalized, setFinalized] = useState<AlreadyFinalized | null>(null);
  // Entered with a booking: the step waits for the session guard (below). Not when a payment
  // return just found the time taken (the checkout flow decided; nothing is revived).
  const [guarding, setGuarding] = useState(() => !!wizard.bookingId && !timeTaken);
  useLayoutEffect(() => flow.onAlreadyFinalized(setFinalized), [flow]);

  // Prefilled guests, children and date (attributes or query) pass the rules a click does and
  // then start at the right step, once, before anything is painted or fetched with them; a
  // booking released when the page reloaded is booked again.
  const prefilled = useRef(false);
  const [prefillChecked, setPrefillChecked] = useState(false);
  useLayoutEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    setPrefillChecked(true);
    // doc 2 §4 Session guard on every entry to a booking's route (first load, new tab, history,
    // bookmark, reload): the step waits for it, so a stale form is never shown or sent.
    if (guarding) {
      void flow.resume(wizard.bookingId!, settings).finally(() => setGuarding(false));
      return;
    }
    const rules = {
      ...context,
      isBookingRequest: route.isBookingRequest,
      today: venueToday(now, settings.timeZone),
      window: bookingWindow(meta),
    };
    // The prefilled address is replaced, so Back does not return to a step the guest never saw.
    dispatch({ type: 'prefill', ...validPrefill(wizard, rules) }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const step = deriveStep({
    routeName: route.name,
    ...wizard,
    maxWebGuests: meta.maxWebGuests,
    childrenEnabled: meta.activateWebChildren,
    isBookingRequest: route.isBookingRequest,
  });
  // The details step's title says 'and pay' in prepayment mode, which the booking's rules tell
  // (the details step reads the same cached booking, so this is no extra request).
  const finalizing = step === WizardStep.Finalize && wizard.bookingId ? wizard.bookingId : null;
  const booking = useQuery(finalizing ? instance.api.booking(finalizing) : null);
  const mode = booking.data
    ? bookingMode({
        isBookingRequest: route.isBookingRequest,
        isWaitList: wizard.isWaitList,
        paymentRules: booking.data.webBookingRules.map((rule) => rule.paymentRule),
      })
    : null;
  const titleKey =
    route.name === 'bookingRequestIntro'
      ? 'screens.bookingRequestIntro'
      : stepTitleKey(step, {
          isActivityBooking: route.isActivityBooking,
          isBookingRequest: route.isBookingRequest,
          paymentRule: mode === BookingMode.Prepayment ? PaymentRule.Prepayment : null,
        });

  const choose = async (times: Parameters<typeof flow.chooseTimes>[0], isWaitList: boolean) => {
    if (busy.current) return;
    busy.current = true;
    setChoosing(true);
    try {
      await flow.chooseTimes(times, isWaitList, settings);
    } finally {
      busy.current = false;
      setChoosing(false);
    }
  };

  let body;
  if (route.name === 'bookingRequestIntro') {
    body = <RequestIntro settings={settings} onContinue={() => dispatch({ type: 'continue' })} />;
  } else if (step === WizardStep.Guests && route.isBookingRequest) {
    body = (
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
  } else if (step === WizardStep.Guests) {
    body = (
      <GuestsStep
        settings={settings}
        guests={wizard.guests}
        onSelect={(guests) => dispatch({ type: 'setGuests', guests })}
        onStartRequest={() => dispatch({ type: 'startRequest' })}
      />
    );
  } else if (step === WizardStep.GuestsChildren) {
    body = (
      <ChildrenStep
        guests={wizard.guests ?? 1}
        guestsChildren={wizard.guestsChildren}
        onSelect={(children) => dispatch({ type: 'setChildren', children })}
      />
    );
  } else if (step === WizardStep.Date) {
    body = (
      <DateStep
        settings={settings}
        unitId={meta.id}
        guests={wizard.guests ?? 1}
        isBookingRequest={route.isBookingRequest}
        selectedDate={wizard.date}
        now={now}
        onSelect={(date) => dispatch({ type: 'setDate', date })}
        {...(query.sectionIds ? { sectionIds: query.sectionIds } : {})}
        {...(query.tag ? { tag: query.tag } : {})}
      />
    );
  } else if (step === WizardStep.Availability && route.isActivityBooking && wizard.date) {
    body = (
      <ActivityStep
        settings={settings}
        unitId={meta.id}
        date={wizard.date}
        guests={wizard.guests ?? 1}
        bookingId={wizard.bookingId}
        isWaitList={wizard.isWaitList}
        now={now}
        onContinue={() => dispatch({ type: 'continue' })}
        {...(query.sectionIds ? { sectionIds: query.sectionIds } : {})}
        {...(query.tag ? { tag: query.tag } : {})}
      />
    );
  } else if (step === WizardStep.Availability && !route.isActivityBooking && wizard.date) {
    body = (
      <TimeStep
        settings={settings}
        unitId={meta.id}
        date={wizard.date}
        guests={wizard.guests ?? 1}
        isBookingRequest={route.isBookingRequest}
        now={now}
        busy={choosing}
        confirmedTimes={wizard.isWaitList ? [] : wizard.times}
        onChooseTime={(slot) => void choose([slot], false)}
        onJoinWaitList={(slots) => void choose(slots, true)}
        {...(query.sectionIds ? { sectionIds: query.sectionIds } : {})}
        {...(query.tag ? { tag: query.tag } : {})}
      />
    );
  } else if (step === WizardStep.Preorder && wizard.bookingId) {
    body = (
      <PreorderStep
        settings={settings}
        bookingId={wizard.bookingId}
        guests={wizard.guests ?? 1}
        onContinue={() => dispatch({ type: 'continue' })}
        onBookingReplaced={(bookingId) => dispatch({ type: 'bookingCreated', bookingId }, true)}
      />
    );
  } else if (step === WizardStep.Finalize) {
    const key = pendingMessageKey({
      isBookingRequest: route.isBookingRequest,
      isWaitList: wizard.isWaitList,
      isActivityBooking: route.isActivityBooking,
      timeTaken,
    });
    body = (
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
  } else {
    body = <PendingScreen step={route.isActivityBooking ? 'activities' : step} />;
  }

  // Not a frame yet: a step that changes under the checked prefill would pull focus to its title.
  if (!prefillChecked) return stepFallback;

  return (
    <WizardFrame
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
      onBack={() =>
        // Going back from the chosen time releases it (doc 1 §4): the guest confirms first.
        // The activity list keeps its booking on the way back; leaving it asks there.
        needsBackConfirmation(
          route.name,
          wizard.bookingId,
          backGoesToPreorder(wizard, context.hasMenus),
        ) && !route.isActivityBooking
          ? setConfirmBack(true)
          : dispatch({ type: 'back' })
      }
    >
      <Suspense fallback={stepFallback}>
        {guarding || finalized ? stepFallback : body}
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
      {finalized && (
        <Suspense fallback={null}>
          <AlreadyFinalizedPrompt
            {...finalized}
            settings={settings}
            onDone={() => setFinalized(null)}
          />
        </Suspense>
      )}
    </WizardFrame>
  );
}

import { useEffect } from 'react';
import { WizardStep } from '../../shared/enums.ts';
import { preloadNextCalls } from '../api/createApiClient.ts';
import { loadCheckout } from '../checkout/LazyCheckout.tsx';
import { useT } from '../hooks/useT.ts';
import { useWidget } from '../hooks/useWidget.ts';
import type { WidgetI18n } from '../i18n/WidgetI18n.ts';
import { whenQuiet } from './whenQuiet.ts';
import { loadActivityStep, loadDateStep, loadTimeStep } from './lazySteps.ts';

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
export function PreloadNextStep({
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

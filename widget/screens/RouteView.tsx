import { Suspense } from 'react';
import type { Settings } from '../../shared/contract/index.ts';
import { useWidgetStore } from '../hooks/useWidget.ts';
import { ErrorPage } from '../errors/ErrorPage.tsx';
import { LazyBookingPage } from '../booking/LazyBookingPage.tsx';
import { LazyCheckout } from '../checkout/LazyCheckout.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { WizardScreen } from './WizardScreen.tsx';

const screenFallback = <Skeleton height="240px" />;

/** Renders the screen of the current route (doc 1 §2, doc 2 §2). */
export function RouteView({ settings }: { settings: Settings }) {
  const route = useWidgetStore((s) => s.route);

  switch (route.name) {
    case 'notFound':
      return <ErrorPage page="brokenLink" reason="link" />;
    case 'bookingPage':
      return (
        <Suspense fallback={screenFallback}>
          <LazyBookingPage settings={settings} route={route} />
        </Suspense>
      );
    case 'paymentConfirmation':
      return (
        <Suspense fallback={screenFallback}>
          <LazyCheckout screen="paymentConfirmation" settings={settings} route={route} />
        </Suspense>
      );
    default:
      return <WizardScreen settings={settings} route={route} />;
  }
}

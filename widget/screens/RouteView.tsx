import { css } from '@emotion/react';
import type { Settings } from '../../shared/contract/index.ts';
import { useT } from '../hooks/useT.ts';
import { useWidgetStore } from '../hooks/useWidget.ts';
import { ErrorPage } from '../errors/ErrorPage.tsx';
import { WizardScreen } from '../wizard/WizardScreen.tsx';
import { PendingScreen } from './PendingScreen.tsx';

const pageTitle = css`
  margin: 16px 0;
  font-size: 1.375em;
`;

/** Renders the screen of the current route (doc 1 §2, doc 2 §2). */
export function RouteView({ settings }: { settings: Settings }) {
  const { t } = useT();
  const route = useWidgetStore((s) => s.route);

  switch (route.name) {
    case 'notFound':
      return <ErrorPage page="brokenLink" />;
    case 'bookingPage':
    case 'paymentConfirmation':
      return (
        <>
          <h2 css={pageTitle}>{t(`screens.${route.name}`)}</h2>
          <PendingScreen step={route.name} />
        </>
      );
    default:
      return <WizardScreen settings={settings} route={route} />;
  }
}

import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Settings } from '../../shared/contract/index.ts';
import { venueLanguage } from '../../shared/i18n/venueLanguage.ts';
import { useT } from '../hooks/useT.ts';
import { VenueNameContext } from '../hooks/usePageTitle.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { VenueText } from '../text/VenueText.tsx';
import { Cover } from './Cover.tsx';
import { Header } from './Header.tsx';
import { Layout } from './Layout.tsx';

const intro = css`
  h3 {
    margin: 0 0 8px;
    font-size: 1.125em;
  }
  a {
    color: var(--bw-primary);
  }
`;

interface VenueLayoutProps {
  settings: Settings;
  /** Modal mode's close button (Header). */
  onClose?: (() => void) | undefined;
  /** The side column's slot for a step's own panel (Layout). */
  sideSlot?: boolean;
  children: ReactNode;
}

/**
 * The venue's frame around every screen, built from its settings: header with logo or name,
 * cover, and the welcome text beside (or after) the content. The first paint's markup is
 * rendered from this component at build time (scripts/firstStepTemplate.tsx), so the two are
 * one source (issue 32).
 */
export function VenueLayout({ settings, onClose, sideSlot, children }: VenueLayoutProps) {
  const { t } = useT();
  // The language the venue writes its own texts in, as VenueText reads it.
  const { system } = useWidget();
  const theme = settings.themeSettings;
  const name = settings.unitsMetaData.name;
  const side =
    settings.introductionMessageHeader || settings.introductionMessage ? (
      <div css={intro} data-testid="venue-intro">
        {settings.introductionMessageHeader && (
          <h3 lang={venueLanguage(system)}>{settings.introductionMessageHeader}</h3>
        )}
        <VenueText text={settings.introductionMessage} />
      </div>
    ) : null;
  return (
    <Layout
      header={
        <Header
          venueName={name}
          logoUrl={theme?.logo?.imageUrl}
          gdprInfo={settings.gdprInfo}
          onClose={onClose}
        />
      }
      cover={
        <Cover
          oneByOne={theme?.coverImageOneByOne?.imageUrl}
          thirtyTwoByNine={theme?.coverImageThirtyTwoByNine?.imageUrl}
          alt={t('header.coverAlt', { name })}
        />
      }
      side={side}
      sideSlot={sideSlot}
    >
      <VenueNameContext.Provider value={name}>{children}</VenueNameContext.Provider>
    </Layout>
  );
}

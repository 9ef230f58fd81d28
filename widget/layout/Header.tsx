import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { MODAL_LABEL, MODAL_LABEL_BY_WIDGET } from '../../shared/element/modalLabel.ts';
import { useT } from '../hooks/useT.ts';
import { IconButton } from '../ui/IconButton.tsx';
import { LazyConfirmDialog as ConfirmDialog } from '../ui/LazyDialogs.tsx';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { token } from '../ui/tokens.ts';
import { SafeImage } from './SafeImage.tsx';
import { lazy, Suspense } from 'react';

// The menu (languages, privacy policy, sanitiser) loads when first opened, not with the first step.
const SideMenu = lazy(() => import('./SideMenu.tsx').then((m) => ({ default: m.SideMenu })));

const bar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 64px;
  padding: 8px 8px 8px 16px;
  border-bottom: 1px solid ${token('--bw-border')};
  background: ${token('--bw-surface')};
`;

const actions = css`
  display: flex;
  gap: 4px;
`;

const name = css`
  margin: 0;
  font-size: 1.125em;
  font-weight: 650;
  line-height: 1.2;
`;

const logo = css`
  display: block;
  max-height: 44px;
  max-width: 180px;
  object-fit: contain;
`;

interface HeaderProps {
  venueName: string;
  logoUrl?: string | null | undefined;
  gdprInfo?: string | undefined;
  /** Modal mode: a close button that first asks whether to leave (doc 2 §2 Header). */
  onClose?: (() => void) | undefined;
}

/**
 * Modal mode: the loader's dialog around the widget is named in the widget's language, unless
 * the host named it (its `title`, left alone).
 */
function useModalLabel(inside: { current: HTMLElement | null }, label: string | null) {
  useEffect(() => {
    const root = inside.current?.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : inside.current;
    const dialog = host?.closest('dialog[data-booking-widget-modal]');
    if (!label || !dialog) return;
    const ours =
      dialog.hasAttribute(MODAL_LABEL_BY_WIDGET) ||
      dialog.getAttribute('aria-label') === MODAL_LABEL;
    if (!ours) return;
    dialog.setAttribute('aria-label', label);
    dialog.setAttribute(MODAL_LABEL_BY_WIDGET, '');
  }, [inside, label]);
}

/** The venue's logo, or its name when there is none or it fails, and the side-menu button. */
export function Header({ venueName, logoUrl, gdprInfo, onClose }: HeaderProps) {
  const { t } = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const [exitOpen, setExitOpen] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const showLogo = Boolean(logoUrl) && !logoFailed;
  const headerRef = useRef<HTMLElement>(null);
  useModalLabel(headerRef, onClose ? t('header.modalLabel') : null);
  return (
    <header ref={headerRef} css={bar} part="header">
      {showLogo ? (
        <SafeImage
          css={logo}
          src={logoUrl ?? undefined}
          alt={t('header.logoAlt', { name: venueName })}
          onFail={() => setLogoFailed(true)}
        />
      ) : (
        <p css={name} data-testid="venue-name">
          {venueName}
        </p>
      )}
      <div css={actions}>
        <IconButton
          aria-label={t('header.menu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
        {onClose && (
          <IconButton
            aria-label={t('header.closeWidget')}
            data-close-widget=""
            onClick={() => setExitOpen(true)}
          >
            <CloseIcon />
          </IconButton>
        )}
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} gdprInfo={gdprInfo} />
        </Suspense>
      )}
      {onClose && (
        <ConfirmDialog
          open={exitOpen}
          title={t('exitWarning.title')}
          description={t('exitWarning.text')}
          confirmLabel={t('exitWarning.leave')}
          cancelLabel={t('exitWarning.stay')}
          closeLabel={t('actions.close')}
          destructive
          onCancel={() => setExitOpen(false)}
          onConfirm={() => {
            setExitOpen(false);
            onClose();
          }}
        />
      )}
    </header>
  );
}

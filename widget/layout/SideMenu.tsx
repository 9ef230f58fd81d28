import { css } from '@emotion/react';
import { useState } from 'react';
import { uiLanguages, type UiLanguage } from '../../shared/i18n/languages.ts';
import { errorPage } from '../../shared/errors/errorPage.ts';
import { isOffline } from '../api/pageForError.ts';
import { flowEventsOf } from '../flows/flowEvents.ts';
import { switchLanguage } from '../i18n/switchLanguage.ts';
import { localStore } from '../platform/storage.ts';
import { useT } from '../hooks/useT.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { useToast } from '../ui/useToast.ts';
import { CheckIcon } from '../ui/icons.tsx';
import { token } from '../ui/tokens.ts';
import { PrivacyDialog } from './PrivacyDialog.tsx';

const list = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const option = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid transparent;
  border-radius: ${token('--bw-radius')};
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${token('--bw-surface-muted')};
  }
  &[aria-pressed='true'] {
    border-color: ${token('--bw-primary')};
    font-weight: 600;
  }
  &:focus-visible {
    outline: 2px solid ${token('--bw-focus')};
    outline-offset: 2px;
  }
`;

const heading = css`
  margin: 0 0 8px;
  font-size: 0.875em;
  font-weight: 600;
  color: ${token('--bw-muted')};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  gdprInfo?: string | undefined;
}

/** Language choice and the privacy policy (doc 2 §2 Header). */
export function SideMenu({ open, onClose, gdprInfo }: SideMenuProps) {
  const { t, i18n, language } = useT();
  const { store } = useWidget();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const toast = useToast();

  const choose = (code: UiLanguage) => {
    // doc 2 §7 SameLanguageChange: the guest picked the language already shown.
    if (code === language) {
      flowEventsOf(store).record('sameLanguageChange', { bookingId: null });
      return;
    }
    // Switching re-renders in place; the new locale file is fetched, the page never reloads.
    // The choice is kept for the next visit once it took.
    void switchLanguage(i18n, store, code).then((switched) => {
      if (switched) return localStore.set('lang', code);
      // A download that got no answer: "No connection" only when the browser says it is offline.
      const page = errorPage({ networkError: true, offline: isOffline() });
      toast.show({
        kind: 'error',
        title: t(`errors.${page}.title`),
        message: t(`errors.${page}.text`),
      });
    });
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        closeLabel={t('header.closeMenu')}
        title={t('menu.title')}
        size="sm"
      >
        <h3 css={heading} id="bw-language-heading">
          {t('menu.language')}
        </h3>
        <ul css={list} aria-labelledby="bw-language-heading">
          {uiLanguages.map((code) => (
            <li key={code}>
              <button
                type="button"
                css={option}
                lang={code}
                aria-pressed={language === code}
                onClick={() => choose(code)}
              >
                {t(`languages.${code}`)}
                {language === code && <CheckIcon size={18} />}
              </button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" wide onClick={() => setPrivacyOpen(true)}>
          {t('menu.privacy')}
        </Button>
      </Dialog>
      <PrivacyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} gdprInfo={gdprInfo} />
    </>
  );
}

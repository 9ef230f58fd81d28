import { useEffect, useRef } from 'react';
import { currencyForSystem } from '../../shared/money/currencyForSystem.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { PreorderTabs } from './PreorderTabs.tsx';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { stepRoot } from './preorderStyles.ts';
import type { PreorderEditorModel } from './usePreorderEditor.ts';

// Where the editor sits: its own step, or step 1 of the activity modal (doc 1 §2 Screens).
const PLACES = {
  step: { root: 'preorder-step', continue: 'preorder-continue', css: stepRoot },
  modal: { root: 'activity-menu', continue: 'activity-menu-continue', css: undefined },
} as const;

interface PreorderEditorProps {
  editor: PreorderEditorModel;
  place: keyof typeof PLACES;
  language: string;
  t: Translate;
}

/** The pre-order editor (doc 1 §2 Preorder page, §4 Activity modal): tabs, failure, Continue. */
export function PreorderEditor({ editor, place, language, t }: PreorderEditorProps) {
  const { system } = useWidget();
  const root = useRef<HTMLDivElement>(null);
  const { state, label, groups } = editor;
  const ids = PLACES[place];
  // In the activity modal the menu replaces the times and their button, which had focus: it
  // goes to the first tab, not to the page behind (issue 52). Its own step focuses its title.
  useEffect(() => {
    if (!ids.css) root.current?.querySelector<HTMLElement>('[role=tab]')?.focus();
  }, [ids]);
  return (
    <div css={ids.css} ref={root} data-testid={ids.root}>
      {groups.length > 0 ? (
        <PreorderTabs
          groups={groups}
          ctx={editor.ctx}
          tab={state.tab}
          onTab={editor.selectTab}
          showErrors={state.showErrors}
          currency={currencyForSystem(system)}
          language={language}
          onChange={editor.change}
          t={t}
        />
      ) : null}
      {editor.missing.groups.length > 0 ? (
        // One alert per press naming the open groups; the panels' own messages stay quiet.
        <VisuallyHidden key={editor.missing.tries} role="alert" data-testid="preorder-missing">
          {t('missingChoices', {
            groups: new Intl.ListFormat(language, { type: 'conjunction' }).format(
              editor.missing.groups,
            ),
          })}
        </VisuallyHidden>
      ) : null}
      {state.failedTries > 0 ? (
        <div key={state.failedTries} data-testid="preorder-failed">
          <Alert kind="error" title={t('saveFailed.title')}>
            {t('saveFailed.text')}
          </Alert>
        </div>
      ) : null}
      <Button
        wide
        loading={state.saving}
        onClick={() => editor.onContinue(root.current)}
        data-testid={ids.continue}
      >
        {label.key === 'continueWithItems'
          ? t('continueWithItems', { count: label.count })
          : t(label.key)}
      </Button>
    </div>
  );
}

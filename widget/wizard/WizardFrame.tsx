import { css } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { type WizardStep } from '../../shared/enums.ts';
import { isBackButtonVisible } from '../../shared/wizard/isBackButtonVisible.ts';
import { stepPosition, type StepPositionInput } from '../../shared/wizard/stepPosition.ts';
import { stepProgress } from '../../shared/wizard/stepProgress.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { useT } from '../hooks/useT.ts';
import { formatDisplayDate } from '../i18n/formatDisplayDate.ts';
import { Button } from '../ui/Button.tsx';
import { ChevronLeftIcon } from '../ui/icons.tsx';
import { ProgressBar } from '../ui/ProgressBar.tsx';
import { token } from '../ui/tokens.ts';

const top = css`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: 8px;
  min-height: 44px;
`;

const summary = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 4px 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${token('--bw-muted')};
  font-size: 0.875em;
  grid-column: 2;
`;

const title = css`
  margin: 16px 0;
  font-size: 1.375em;
  line-height: 1.25;
  font-weight: 650;
  &:focus {
    outline: none;
  }
`;

interface WizardFrameProps {
  step: WizardStep;
  titleKey: string;
  isBookingRequest: boolean;
  guests?: number | undefined;
  guestsChildren?: number | undefined;
  date?: string | undefined;
  /** Which steps this guest visits, for "step n of m". */
  steps: StepPositionInput;
  /** The guest came from another of the widget's screens: the first step takes focus too. */
  navigated?: boolean;
  onBack: () => void;
  children: ReactNode;
}

/** Around every wizard step: back button, the guest's choices so far, progress and the title. */
export function WizardFrame(props: WizardFrameProps) {
  const { t, language } = useT();
  const position = stepPosition(props.step, props.steps);
  const titleText = t(props.titleKey);
  usePageTitle(titleText);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(props.navigated);
  // A new step replaces the button that had focus: focus goes to the new step's title, so a
  // keyboard or screen-reader guest continues from there (not on the first render of the
  // widget, which must not pull focus from the host page).
  useEffect(() => {
    if (shown.current) heading.current?.focus();
    shown.current = true;
  }, [props.step, props.titleKey]);
  const showBack = isBackButtonVisible(props.step, { isBookingRequest: props.isBookingRequest });
  // On the first step there is neither a back button nor a choice yet: no empty band.
  const showTop = showBack || props.guests !== undefined || props.date !== undefined;
  return (
    <div part="wizard" data-step={props.step}>
      {showTop && (
        <div css={top}>
          {showBack ? (
            <Button variant="ghost" size="sm" onClick={props.onBack} data-testid="wizard-back">
              <ChevronLeftIcon size={18} />
              {t('actions.back')}
            </Button>
          ) : (
            <span />
          )}
          <ul css={summary} aria-label={t('summary.label')} data-testid="wizard-summary">
            {props.guests !== undefined && <li>{t('summary.guests', { count: props.guests })}</li>}
            {props.guestsChildren !== undefined && props.guestsChildren > 0 && (
              <li>{t('summary.children', { count: props.guestsChildren })}</li>
            )}
            {props.date && <li>{formatDisplayDate(props.date, language)}</li>}
          </ul>
        </div>
      )}
      <ProgressBar
        value={stepProgress(props.step)}
        label={t('steps.progress')}
        valueText={t('steps.position', { count: position.n, of: position.of })}
      />
      <h2 css={title} tabIndex={-1} data-testid="step-title" ref={heading}>
        {titleText}
      </h2>
      {props.children}
    </div>
  );
}

import { css } from '@emotion/react';
import type { Ref } from 'react';
import { IconButton } from '../../ui/IconButton.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';

const bar = css`
  display: grid;
  grid-template-columns: 44px 1fr 44px;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
`;

const heading = css`
  margin: 0;
  font-size: 1.0625em;
  font-weight: 650;
  line-height: 1.3;
  text-align: center;
  &::first-letter {
    text-transform: uppercase;
  }
`;

interface CalendarHeaderProps {
  titleId: string;
  title: string;
  previousLabel: string;
  nextLabel: string;
  canGoBack: boolean;
  canGoForward: boolean;
  previousRef: Ref<HTMLButtonElement>;
  nextRef: Ref<HTMLButtonElement>;
  onPrevious(): void;
  onNext(): void;
}

/** Month title between the previous and next month buttons; the title announces changes. */
export function CalendarHeader({ previousRef, nextRef, ...props }: CalendarHeaderProps) {
  return (
    <div css={bar}>
      <IconButton
        ref={previousRef}
        aria-label={props.previousLabel}
        disabled={!props.canGoBack}
        onClick={props.onPrevious}
        data-testid="calendar-previous"
      >
        <ChevronLeftIcon size={20} />
      </IconButton>
      <h3 css={heading} id={props.titleId} aria-live="polite" data-testid="calendar-title">
        {props.title}
      </h3>
      <IconButton
        ref={nextRef}
        aria-label={props.nextLabel}
        disabled={!props.canGoForward}
        onClick={props.onNext}
        data-testid="calendar-next"
      >
        <ChevronRightIcon size={20} />
      </IconButton>
    </div>
  );
}

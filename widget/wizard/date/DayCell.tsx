import { cell, cellDot, dayButton, dot } from './calendarStyles.ts';
import type { DayStatus } from '../../../shared/availability/dayStatus.ts';

export interface DayCellProps {
  date: string;
  number: string;
  label: string;
  status: DayStatus;
  pickable: boolean;
  isToday: boolean;
  isSelected: boolean;
  /** Holds the grid's one tab stop (roving tabindex). */
  isTabStop: boolean;
  onPick(date: string): void;
  onFocusDay(date: string): void;
}

/** One day of the calendar grid: a button inside a gridcell, marked as doc 1 §2 says. */
export function DayCell(props: DayCellProps) {
  const hasDot = props.status === 'waitList' || props.status === 'fullyBooked';
  return (
    <div role="gridcell" css={cell} aria-selected={props.isSelected}>
      <button
        type="button"
        css={dayButton}
        tabIndex={props.isTabStop ? 0 : -1}
        aria-label={props.label}
        aria-disabled={props.pickable ? undefined : true}
        aria-current={props.isToday ? 'date' : undefined}
        data-date={props.date}
        data-status={props.status}
        data-selected={props.isSelected ? '' : undefined}
        onClick={() => props.pickable && props.onPick(props.date)}
        onFocus={() => props.onFocusDay(props.date)}
      >
        <span aria-hidden="true">{props.number}</span>
        {hasDot && <span css={[dot, cellDot]} data-mark={props.status} aria-hidden="true" />}
      </button>
    </div>
  );
}

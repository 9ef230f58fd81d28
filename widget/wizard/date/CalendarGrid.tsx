import type { KeyboardEvent } from 'react';
import type { DayGroup } from '../../../shared/availability/types.ts';
import { dayNumber, weekdayNames } from './calendarFormat.ts';
import { cell, grid, row, weekday } from './calendarStyles.ts';
import { DayCell } from './DayCell.tsx';
import {
  dayStatus,
  type DayStatusContext,
  type DayView,
} from '../../../shared/availability/dayStatus.ts';

export interface CalendarGridProps {
  weeks: (string | null)[][];
  groups: Readonly<Record<string, DayGroup>>;
  context: DayStatusContext;
  language: string;
  labelledBy: string;
  selectedDate: string | undefined;
  /** The day holding the tab stop; always a day of the shown month. */
  focusDate: string;
  /** The spoken name of a day: its date plus its state. */
  dayLabel(date: string, view: DayView): string;
  onPick(date: string): void;
  onFocusDay(date: string): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
}

/** The month as a WAI-ARIA date grid: weeks as rows, days as gridcells holding buttons. */
export function CalendarGrid(props: CalendarGridProps) {
  const names = weekdayNames(props.language);
  return (
    <div
      role="grid"
      css={grid}
      aria-labelledby={props.labelledBy}
      onKeyDown={props.onKeyDown}
      data-testid="calendar-grid"
    >
      <div role="row" css={row}>
        {names.map((name) => (
          <div role="columnheader" css={weekday} key={name.long}>
            <abbr title={name.long}>{name.short}</abbr>
          </div>
        ))}
      </div>
      {props.weeks.map((week) => (
        <div role="row" css={row} key={week.find(Boolean)}>
          {week.map((date, index) => {
            if (date === null) return <div role="gridcell" css={cell} key={`empty-${index}`} />;
            const view = dayStatus(date, props.groups[date], props.context);
            return (
              <DayCell
                key={date}
                date={date}
                number={dayNumber(date, props.language)}
                label={props.dayLabel(date, view)}
                status={view.status}
                pickable={view.pickable}
                isToday={date === props.context.today}
                isSelected={date === props.selectedDate}
                isTabStop={date === props.focusDate}
                onPick={props.onPick}
                onFocusDay={props.onFocusDay}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

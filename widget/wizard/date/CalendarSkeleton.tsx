import { forwardRef, type KeyboardEvent } from 'react';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { weekdayNames } from './calendarFormat.ts';
import { CELL_HEIGHT, cell, grid, row, weekday } from './calendarStyles.ts';

interface CalendarSkeletonProps {
  weeks: (string | null)[][];
  language: string;
  label: string;
  onKeyDown?(event: KeyboardEvent<HTMLDivElement>): void;
}

/**
 * Stands in for the grid while a month loads: the same rows, cells and heights, so nothing
 * moves when the days arrive. It can hold focus while the guest pages through months.
 */
export const CalendarSkeleton = forwardRef<HTMLDivElement, CalendarSkeletonProps>(
  function CalendarSkeleton({ weeks, language, label, onKeyDown }, ref) {
    return (
      <div
        ref={ref}
        css={grid}
        role="status"
        aria-busy="true"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-calendar-loading=""
      >
        <div css={row} aria-hidden="true">
          {weekdayNames(language).map((name) => (
            <div css={weekday} key={name.long}>
              {name.short}
            </div>
          ))}
        </div>
        {weeks.map((week, weekIndex) => (
          <div css={row} key={weekIndex}>
            {week.map((date, index) => (
              <div css={cell} key={date ?? `empty-${index}`}>
                {date && <Skeleton height={`${CELL_HEIGHT}px`} />}
              </div>
            ))}
          </div>
        ))}
      </div>
    );
  },
);

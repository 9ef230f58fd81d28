import { useState } from 'react';
import { canGoToNextMonth } from '../../../shared/availability/canGoToNextMonth.ts';
import { canGoToPreviousMonth } from '../../../shared/availability/canGoToPreviousMonth.ts';
import { calendarStartMonth } from '../../../shared/availability/calendarStartMonth.ts';
import type { DayStatusContext } from '../../../shared/availability/dayStatus.ts';
import { monthOf, shiftMonth } from './calendarDates.ts';
import { defaultFocusDate } from './defaultFocusDate.ts';
import { useMonthDayStates, usePrefetchMonth } from './useMonthDayStates.ts';

/** What the date step was given that its month's day states are asked with. */
export interface CalendarQueryProps {
  unitId: number;
  settings: { timeZone: string };
  now: number;
  sectionIds?: number[] | undefined;
  tag?: string | undefined;
  selectedDate?: string | undefined;
}

/**
 * The date step's month (doc 1 §2): the one shown and the day holding the grid's tab stop, the
 * day states of the shown month and of the first one (which may name the first month with an
 * open day), and the next month loading while the guest looks at this one (doc 1 §7: still
 * one call a month).
 */
export function useCalendarMonth(props: CalendarQueryProps, context: DayStatusContext) {
  const { today, window } = context;
  const { selectedDate } = props;
  const query = {
    unitId: props.unitId,
    timeZone: props.settings.timeZone,
    now: props.now,
    sectionIds: props.sectionIds,
    tag: props.tag,
  };
  const [initialMonth] = useState(() => calendarStartMonth(selectedDate, today));
  const [month, setMonth] = useState(initialMonth);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const shown = useMonthDayStates(month, {
    ...query,
    includeFirstAvailableMonth: month === initialMonth,
    reportErrors: true,
  });
  const first = useMonthDayStates(initialMonth, {
    ...query,
    includeFirstAvailableMonth: true,
    reportErrors: false,
  });
  const tabStop =
    focusDate !== null && monthOf(focusDate) === month
      ? focusDate
      : defaultFocusDate(month, shown.groups, context, selectedDate);
  const canGoBack = canGoToPreviousMonth(month, today);
  const canGoForward = canGoToNextMonth(month, { today, window });
  const nextMonth = shiftMonth(month, 1);
  usePrefetchMonth(shown.status === 'success' && canGoForward ? nextMonth : null, {
    ...query,
    includeFirstAvailableMonth: nextMonth === initialMonth,
  });

  function showMonth(next: string, day: string | null) {
    setMonth(next);
    setFocusDate(day);
  }

  return { month, shown, first, tabStop, canGoBack, canGoForward, showMonth, setFocusDate };
}

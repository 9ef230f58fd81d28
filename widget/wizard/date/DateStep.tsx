import { css } from '@emotion/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { bookingWindow } from '../../../shared/availability/bookingWindow.ts';
import { canGoToNextMonth } from '../../../shared/availability/canGoToNextMonth.ts';
import { canGoToPreviousMonth } from '../../../shared/availability/canGoToPreviousMonth.ts';
import { lastSelectableDate } from '../../../shared/availability/lastSelectableDate.ts';
import { venueToday } from '../../../shared/availability/venueToday.ts';
import type { Settings } from '../../../shared/contract/index.ts';
import { calendarStartMonth } from '../../../shared/availability/calendarStartMonth.ts';
import { dayLabelKey } from '../../../shared/availability/dayLabelKey.ts';
import { useNamespaceT } from '../../hooks/useT.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { CalendarGrid } from './CalendarGrid.tsx';
import { CalendarHeader } from './CalendarHeader.tsx';
import { CalendarLegend } from './CalendarLegend.tsx';
import { CalendarSkeleton } from './CalendarSkeleton.tsx';
import { monthOf, monthWeeks, shiftMonth } from './calendarDates.ts';
import { longDate, monthTitle } from './calendarFormat.ts';
import { defaultFocusDate } from './defaultFocusDate.ts';
import type { DayStatusContext, DayView } from '../../../shared/availability/dayStatus.ts';
import { FirstAvailableDay } from './FirstAvailableDay.tsx';
import { keyTarget } from './keyTarget.ts';
import { useCalendarFocus } from './useCalendarFocus.ts';
import { useMonthDayStates, usePrefetchMonth } from './useMonthDayStates.ts';

export interface DateStepProps {
  settings: Settings; // unitsMetaData (bookingWindowAsMonth, bookingWindowUnit), timeZone
  unitId: number;
  guests: number;
  /** Booking request mode: every open day in the window is selectable (a request is always possible) */
  isBookingRequest: boolean;
  selectedDate?: string; // YYYY-MM-DD
  sectionIds?: number[];
  tag?: string;
  /** epoch ms; injected so tests control "today" */
  now: number;
  onSelect(date: string): void; // YYYY-MM-DD
}

const root = css`
  width: 100%;
`;

const headerPlaceholder = css`
  display: flex;
  justify-content: center;
  align-items: center;
  height: 44px;
  margin-bottom: 8px;
`;

/** The date step (doc 1 §2): a month calendar fed by day states, one request per month. */
export function DateStep(props: DateStepProps) {
  const { settings, guests, isBookingRequest, selectedDate, now } = props;
  const { t, ready, language, common } = useNamespaceT('calendar');
  const titleId = useId();
  const today = venueToday(now, settings.timeZone);
  const window = bookingWindow(settings.unitsMetaData);
  const context: DayStatusContext = {
    today,
    window,
    lastDate: lastSelectableDate(today, window),
    guests,
    isBookingRequest,
  };

  const [initialMonth] = useState(() => calendarStartMonth(selectedDate, today));
  const [month, setMonth] = useState(initialMonth);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const query = {
    unitId: props.unitId,
    timeZone: settings.timeZone,
    now,
    sectionIds: props.sectionIds,
    tag: props.tag,
  };
  const shown = useMonthDayStates(month, {
    ...query,
    includeFirstAvailableMonth: month === initialMonth,
    reportErrors: true,
  });
  // The first month's answer may carry the first month with an open day (includeFirstAvailableMonth).
  const first = useMonthDayStates(initialMonth, {
    ...query,
    includeFirstAvailableMonth: true,
    reportErrors: false,
  });

  const weeks = monthWeeks(month);
  const tabStop =
    focusDate !== null && monthOf(focusDate) === month
      ? focusDate
      : defaultFocusDate(month, shown.groups, context, selectedDate);
  const canGoBack = canGoToPreviousMonth(month, today);
  const canGoForward = canGoToNextMonth(month, { today, window });
  const title = monthTitle(month, language);
  // While the guest looks at this month, the next one loads (doc 1 §7: still one call a month).
  const nextMonth = shiftMonth(month, 1);
  usePrefetchMonth(shown.status === 'success' && canGoForward ? nextMonth : null, {
    ...query,
    includeFirstAvailableMonth: nextMonth === initialMonth,
  });

  const { body, skeleton, previousButton, nextButton, focusDay, focusNav } =
    useCalendarFocus(tabStop);

  function showMonth(next: string, day: string | null) {
    setMonth(next);
    setFocusDate(day);
  }

  function goBy(months: -1 | 1) {
    const next = shiftMonth(month, months);
    showMonth(next, null);
    // The pressed button turns disabled at the end of the range; hand focus to the other one.
    if (months === 1 && !canGoToNextMonth(next, { today, window })) focusNav('previous');
    if (months === -1 && !canGoToPreviousMonth(next, today)) focusNav('next');
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = keyTarget(tabStop, event.key);
    if (target === null) return;
    event.preventDefault();
    const targetMonth = monthOf(target);
    if ((targetMonth < month && !canGoBack) || (targetMonth > month && !canGoForward)) return;
    focusDay();
    showMonth(targetMonth, target);
  }

  function jumpTo(date: string) {
    focusDay();
    showMonth(monthOf(date), date);
  }

  function dayLabel(date: string, view: DayView): string {
    return t(dayLabelKey(view.status, isBookingRequest), { date: longDate(date, language) });
  }

  if (!ready) {
    return (
      <div css={root} part="date-step" data-testid="date-step">
        <div css={headerPlaceholder}>
          <Skeleton width="140px" height="20px" />
        </div>
        <CalendarSkeleton weeks={weeks} language={language} label={common('loading')} />
      </div>
    );
  }

  return (
    <div css={root} part="date-step" data-testid="date-step">
      <CalendarHeader
        titleId={titleId}
        title={title}
        previousLabel={t('previousMonth')}
        nextLabel={t('nextMonth')}
        canGoBack={canGoBack}
        canGoForward={canGoForward}
        previousRef={previousButton}
        nextRef={nextButton}
        onPrevious={() => goBy(-1)}
        onNext={() => goBy(1)}
      />
      <div ref={body}>
        {shown.status === 'success' ? (
          <CalendarGrid
            weeks={weeks}
            groups={shown.groups}
            context={context}
            language={language}
            labelledBy={titleId}
            selectedDate={selectedDate}
            focusDate={tabStop}
            dayLabel={dayLabel}
            onPick={props.onSelect}
            onFocusDay={setFocusDate}
            onKeyDown={onKeyDown}
          />
        ) : (
          <CalendarSkeleton
            ref={skeleton}
            // Keys pressed while a month loads still move the focus (applied once it is shown).
            onKeyDown={onKeyDown}
            weeks={weeks}
            language={language}
            label={t('loadingMonth', { month: title })}
          />
        )}
      </div>
      {shown.status === 'success' && (
        <FirstAvailableDay
          month={month}
          monthTitle={title}
          shownGroups={shown.groups}
          firstMonthGroups={first.groups}
          guests={isBookingRequest ? undefined : guests}
          language={language}
          t={t}
          onJump={jumpTo}
        />
      )}
      <CalendarLegend
        label={t('legend.label')}
        waitList={t('legend.waitList')}
        fullyBooked={t('legend.fullyBooked')}
        closed={t('legend.closed')}
      />
    </div>
  );
}

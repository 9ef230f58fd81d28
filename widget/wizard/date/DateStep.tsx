import { css } from '@emotion/react';
import { useId, type KeyboardEvent } from 'react';
import { bookingWindow } from '../../../shared/availability/bookingWindow.ts';
import { lastSelectableDate } from '../../../shared/availability/lastSelectableDate.ts';
import { monthStep } from '../../../shared/availability/monthStep.ts';
import { venueToday } from '../../../shared/availability/venueToday.ts';
import type { Settings } from '../../../shared/contract/index.ts';
import { dayLabelKey } from '../../../shared/availability/dayLabelKey.ts';
import { useNamespaceT } from '../../hooks/useT.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { CalendarGrid } from './CalendarGrid.tsx';
import { CalendarHeader } from './CalendarHeader.tsx';
import { CalendarLegend } from './CalendarLegend.tsx';
import { CalendarSkeleton } from './CalendarSkeleton.tsx';
import { monthOf, monthWeeks } from './calendarDates.ts';
import { longDate, monthTitle } from './calendarFormat.ts';
import type { DayStatusContext, DayView } from '../../../shared/availability/dayStatus.ts';
import { FirstAvailableDay } from './FirstAvailableDay.tsx';
import { keyTarget } from './keyTarget.ts';
import { useCalendarFocus } from './useCalendarFocus.ts';
import { useCalendarMonth } from './useCalendarMonth.ts';

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

/** The step before its texts are in: the header's place and the month's skeleton. */
function DateStepLoading(props: { weeks: (string | null)[][]; language: string; label: string }) {
  return (
    <div css={root} part="date-step" data-testid="date-step">
      <div css={headerPlaceholder}>
        <Skeleton width="140px" height="20px" />
      </div>
      <CalendarSkeleton {...props} />
    </div>
  );
}

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

  const { month, shown, first, tabStop, canGoBack, canGoForward, showMonth, setFocusDate } =
    useCalendarMonth(props, context);
  const weeks = monthWeeks(month);
  const title = monthTitle(month, language);

  const { body, skeleton, previousButton, nextButton, focusDay, focusNav } =
    useCalendarFocus(tabStop);

  function goBy(months: -1 | 1) {
    const step = monthStep(month, months, { today, window });
    showMonth(step.month, null);
    if (step.focus) focusNav(step.focus);
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

  if (!ready)
    return <DateStepLoading weeks={weeks} language={language} label={common('loading')} />;

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

import { useEffect, useMemo } from 'react';
import { groupDayStates } from '../../../shared/availability/groupDayStates.ts';
import { monthQueryRange } from '../../../shared/availability/monthQueryRange.ts';
import type { DayGroup } from '../../../shared/availability/types.ts';
import { useQuery } from '../../hooks/useQuery.ts';
import { useWidget } from '../../hooks/useWidget.ts';
import { pageForError } from '../../errors/pageForError.ts';

export interface MonthQueryOptions {
  unitId: number;
  timeZone: string;
  now: number;
  sectionIds?: number[] | undefined;
  tag?: string | undefined;
  /** Ask the API to add the first month with an open day when this one has none. */
  includeFirstAvailableMonth: boolean;
  /** Show the shell's error page when the month fails to load. */
  reportErrors: boolean;
}

export interface MonthDayStates {
  status: 'loading' | 'success' | 'error';
  /** Day states by day; may hold days of a later month (includeFirstAvailableMonth). */
  groups: Record<string, DayGroup>;
}

const NO_GROUPS: Record<string, DayGroup> = {};

/**
 * The day states of one month (doc 1 §7): one dayStates call per month through the query
 * cache, so a month seen before is not fetched again and never twice at once.
 */
export function useMonthDayStates(month: string, options: MonthQueryOptions): MonthDayStates {
  const { api, store } = useWidget();
  const { unitId, timeZone, now, sectionIds, tag, includeFirstAvailableMonth } = options;
  const range = monthQueryRange(month, { now, timeZone });
  const request = range
    ? api.dayStates({
        unitId,
        fromDate: range.fromDate,
        toDate: range.toDate,
        includeAvailableSeats: true,
        includeFirstAvailableMonth,
        sectionId: sectionIds && sectionIds.length > 0 ? sectionIds : undefined,
        tag: tag || undefined,
      })
    : null;
  const state = useQuery(request);

  const failed = options.reportErrors && state.status === 'error' ? state.error : undefined;
  useEffect(() => {
    if (failed !== undefined) store.getState().showError({ page: pageForError(failed) });
  }, [failed, store]);

  const groups = useMemo(() => (state.data ? groupDayStates(state.data) : NO_GROUPS), [state.data]);
  // A month already over needs no request: every day of it is in the past.
  if (!request) return { status: 'success', groups };
  return { status: state.status === 'idle' ? 'loading' : state.status, groups };
}

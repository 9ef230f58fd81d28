import { useEffect, useMemo } from 'react';
import { groupDayStates } from '../../../shared/availability/groupDayStates.ts';
import { monthQueryRange } from '../../../shared/availability/monthQueryRange.ts';
import type { DayGroup } from '../../../shared/availability/types.ts';
import { useQuery } from '../../hooks/useQuery.ts';
import { useWidget } from '../../hooks/useWidget.ts';
import { pageForError } from '../../api/pageForError.ts';
import type { ApiClient } from '../../api/createApiClient.ts';

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

type MonthRequestOptions = Omit<MonthQueryOptions, 'reportErrors'>;

/** The month's dayStates request, the same object (and cache key) for every caller. */
function monthRequest(api: ApiClient, month: string, options: MonthRequestOptions) {
  const { unitId, timeZone, now, sectionIds, tag, includeFirstAvailableMonth } = options;
  const range = monthQueryRange(month, { now, timeZone });
  return range
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
}

/**
 * The day states of one month (doc 1 §7): one dayStates call per month through the query
 * cache, so a month seen before is not fetched again and never twice at once.
 */
export function useMonthDayStates(month: string, options: MonthQueryOptions): MonthDayStates {
  const { api, store } = useWidget();
  const request = monthRequest(api, month, options);
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

/**
 * Fetches a month's day states ahead (the one after the month on screen), through the same
 * cache entry the calendar reads, so going there shows its days at once and never asks twice.
 * Null fetches nothing. A failed prefetch is forgotten: the guest's own visit asks again.
 */
export function usePrefetchMonth(month: string | null, options: MonthRequestOptions): void {
  const { api, cache } = useWidget();
  const request = month ? monthRequest(api, month, options) : null;
  const key = request?.key ?? '';
  useEffect(() => {
    if (!request || cache.getState(request.key).status !== 'idle') return;
    cache.fetchQuery(request).catch(() => cache.invalidate(request.key));
    // The key identifies the request, as in useQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key]);
}

import { useEffect, useMemo } from 'react';
import { pageForError } from '../api/pageForError.ts';
import { isOverLimit } from '../errors/OverLimitNotice.tsx';
import { useWidget } from '../hooks/useWidget.ts';
import { midnightUtc } from '../../shared/time/formatTime.ts';
import { activityModel } from './activityModel.ts';
import type { Settings } from '../../shared/contract/index.ts';
import { useFreshQuery } from './useFreshQuery.ts';

/** The day and party the list is for (ActivityStep's props). */
interface ActivityDay {
  settings: Settings;
  unitId: number;
  /** YYYY-MM-DD */
  date: string;
  guests: number;
  bookingId?: string | undefined;
  now: number;
  sectionIds?: number[];
  tag?: string;
}

/**
 * What the activity list reads (doc 1 §2 Activity list): the day's times and the held booking,
 * kept fresh after each change, as one model; a failed read leads to its error page (doc 1 §8).
 */
export function useActivityStepData(props: ActivityDay) {
  const { api, store } = useWidget();
  const times = useFreshQuery(
    api.availableTimes({
      date: midnightUtc(props.date),
      unitId: props.unitId,
      sectionId: props.sectionIds,
      tag: props.tag,
    }),
  );
  const booking = useFreshQuery(props.bookingId ? api.booking(props.bookingId) : null);

  useEffect(() => {
    const error =
      times.status === 'error' ? times.error : booking.status === 'error' ? booking.error : null;
    if (error && !isOverLimit(error)) store.getState().showError({ page: pageForError(error) });
  }, [store, times.status, times.error, booking.status, booking.error]);
  // Issue 51: a day over the contract's limit is a message with the venue's contact, no error page.
  const overLimit = times.status === 'error' && isOverLimit(times.error);

  const current = props.bookingId ? booking.data : undefined;
  const model = useMemo(
    () =>
      times.data
        ? activityModel(times.data, current, {
            unitId: props.unitId,
            guests: props.guests,
            now: props.now,
            timeZone: props.settings.timeZone,
          })
        : null,
    [times.data, current, props.unitId, props.guests, props.now, props.settings.timeZone],
  );
  return {
    model,
    current,
    overLimit,
    loaded: model !== null && (!props.bookingId || !!booking.data),
  };
}

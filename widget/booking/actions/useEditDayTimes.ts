import { useMemo } from 'react';
import type { TimeSet } from '../../../shared/contract/index.ts';
import { readApiTime } from '../../../shared/time/apiTime.ts';
import { useQuery } from '../../hooks/useQuery.ts';
import { useWidget } from '../../hooks/useWidget.ts';
import { midnightUtc } from '../../../shared/time/formatTime.ts';

/**
 * The time sets of the booked day at the booking's venue, read when `needed` (the time and
 * guest editors, doc 2 §4 Edit); undefined until they are in. The same list while the answer is.
 */
export function useEditDayTimes(
  booked: { unitId: number; start: string },
  timeZone: string,
  needed: boolean,
): TimeSet[] | undefined {
  const { api } = useWidget();
  const times = useQuery(
    needed
      ? api.availableTimes({
          date: midnightUtc(readApiTime(booked.start, timeZone).date),
          unitId: booked.unitId,
        })
      : null,
  );
  return useMemo(
    () => times.data?.flatMap((unit) => unit.sections.flatMap((s) => s.timeSets)),
    [times.data],
  );
}

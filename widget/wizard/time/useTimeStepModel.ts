import { useEffect, useMemo, useState } from 'react';
import type { AvailableTimes } from '../../../shared/contract/availableTimes.ts';
import { runSteps } from '../../api/runSteps.ts';
import {
  isLargeDay,
  timeStepModelSteps,
  type TimeStepModel,
  type TimeStepModelOptions,
} from './timeStepModel.ts';

/**
 * The time step's model of `data` (null until there is one). A small day's is built in the
 * render, as before; a large day's in steps after it (issue 51), the page's turn between them,
 * and the model of the answer before it stays until the new one is ready (a minute's tick of
 * `now` does not bring the skeleton back).
 */
export function useTimeStepModel(
  data: AvailableTimes | undefined,
  options: TimeStepModelOptions,
): TimeStepModel | null {
  const { unitId, guests, now, isBookingRequest, timeZone, locale } = options;
  const large = !!data && isLargeDay(data, unitId);
  const small = useMemo(
    () =>
      data && !large
        ? (timeStepModelSteps(data, {
            unitId,
            guests,
            now,
            isBookingRequest,
            timeZone,
            locale,
          }).next().value as TimeStepModel)
        : null,
    [data, large, unitId, guests, now, isBookingRequest, timeZone, locale],
  );
  const [built, setBuilt] = useState<{ data: AvailableTimes; model: TimeStepModel } | null>(null);
  useEffect(() => {
    if (!data || !large) return;
    const steps = timeStepModelSteps(data, {
      unitId,
      guests,
      now,
      isBookingRequest,
      timeZone,
      locale,
    });
    void runSteps(steps).then((model) => {
      if (model) setBuilt({ data, model });
    });
    // A stopped build's next step ends it at once, with no model.
    return () => void steps.return(undefined as never);
  }, [data, large, unitId, guests, now, isBookingRequest, timeZone, locale]);
  return small ?? (built && built.data === data ? built.model : null);
}

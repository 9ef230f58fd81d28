import { useCallback, useEffect, useMemo, useState } from 'react';
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
 * and the model before it stays until the new one is ready (a minute's tick of `now` does not
 * bring the skeleton back).
 */
export function useTimeStepModel(
  data: AvailableTimes | undefined,
  options: TimeStepModelOptions,
): TimeStepModel | null {
  const { unitId, guests, now, isBookingRequest, timeZone, locale } = options;
  const steps = useCallback(
    () =>
      data && timeStepModelSteps(data, { unitId, guests, now, isBookingRequest, timeZone, locale }),
    [data, unitId, guests, now, isBookingRequest, timeZone, locale],
  );
  const large = !!data && isLargeDay(data, unitId);
  // A small day's steps end at the first: it never yields.
  const small = useMemo(() => (large ? null : steps()?.next().value), [steps, large]);
  const [built, setBuilt] = useState<[AvailableTimes?, TimeStepModel?]>([]);
  useEffect(() => {
    const running = large && steps();
    if (!running) return;
    void runSteps(running).then((model) => model && setBuilt([data, model]));
    // A stopped build's next step ends it at once, with no model.
    return () => void running.return(undefined as never);
  }, [steps, large, data]);
  // Then every section's rows, one a task, so that opening a section only draws it.
  useEffect(() => {
    const warming = (function* () {
      for (const section of built[1]?.sections ?? []) yield void section.rows;
    })();
    void runSteps(warming);
    return () => void warming.return();
  }, [built]);
  return small || (built[0] === data && built[1]) || null;
}

import { useEffect, useMemo, useState } from 'react';
import type { AvailableTimes } from '../../../shared/contract/availableTimes.ts';
import { runSteps } from '../../api/runSteps.ts';
import {
  timeStepModelSteps,
  type TimeStepModel,
  type TimeStepModelOptions,
} from './timeStepModel.ts';

/**
 * The time step's model of `data` (null until there is one), started in the render: a small
 * day's steps end at the first, a large day's go on after it, the page's turn between them
 * (issue 51). The model before stays until the new one is ready (a minute's tick of `now` does
 * not bring the skeleton back).
 */
export function useTimeStepModel(
  data: AvailableTimes | undefined,
  options: TimeStepModelOptions,
): TimeStepModel | null {
  const { unitId, guests, now, isBookingRequest, timeZone, locale } = options;
  const first = useMemo(() => {
    if (!data) return;
    const steps = timeStepModelSteps(data, {
      unitId,
      guests,
      now,
      isBookingRequest,
      timeZone,
      locale,
    });
    const step = steps.next();
    return step.done ? step.value : steps;
  }, [data, unitId, guests, now, isBookingRequest, timeZone, locale]);
  const [built, setBuilt] = useState<[unknown?, TimeStepModel?]>([]);
  useEffect(() => {
    if (!first || 'sections' in first) return;
    const steps = (function* () {
      const model = yield* first;
      setBuilt([data, model]);
      // Then every section's rows, one a task, so that opening a section only draws it.
      for (const section of model.sections) yield void section.rows;
    })();
    void runSteps(steps);
    // A stopped build's next step ends it at once.
    return () => void steps.return();
  }, [first, data]);
  return (first && 'sections' in first ? first : built[0] === data && built[1]) || null;
}

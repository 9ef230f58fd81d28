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
  // The options' values, not the object TimeStep makes afresh at each render, say when to build.
  const key = Object.values(options).join();
  const first = useMemo(() => {
    const steps = data && timeStepModelSteps(data, options);
    const step = steps?.next();
    return step?.done ? step.value : steps;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, key]);
  const [built, setBuilt] = useState<[unknown?, TimeStepModel?]>([]);
  useEffect(() => {
    if (!first || 'sections' in first) return;
    const steps = (function* () {
      setBuilt([data, yield* first]);
    })();
    void runSteps(steps);
    // A stopped build's next step ends it at once.
    return () => void steps.return();
  }, [first, data]);
  return (first && 'sections' in first ? first : built[0] === data && built[1]) || null;
}

import { yieldToHost } from '../platform/yieldToHost.ts';

/**
 * Runs `steps` to its end, giving the page a turn at each of its yields (issue 51): a large
 * answer's work is then several tasks, with paints and input between them, not one.
 */
export async function runSteps<T>(steps: Generator<void, T>): Promise<T> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await yieldToHost();
  }
}

/** The page's turn: scheduler.yield where the browser has it, else a task of its own. */
const yieldToPage = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  // eslint-disable-next-line house/paired-cleanup -- awaited at once: nothing is left to remove
  new Promise((resolve) => setTimeout(resolve));

/**
 * Runs `steps` to its end, giving the page a turn at each of its yields (issue 51): a large
 * answer's work is then several tasks, with paints and input between them, not one.
 */
export async function runSteps<T>(steps: Generator<void, T>): Promise<T> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await yieldToPage();
  }
}

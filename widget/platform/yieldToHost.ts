/**
 * Resolves in a task of its own, so that the host page's input and rendering run in between
 * (issue 50: no widget task over 50 ms). `scheduler.yield()` where the engine has it (the
 * continuation keeps its place ahead of other queued work), else a timer: the start yields five
 * times, below the nesting depth (5) at which engines clamp timers to 4 ms.
 */
export const yieldToHost = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?(): Promise<void> } }).scheduler?.yield?.() ??
  // eslint-disable-next-line house/paired-cleanup -- one task later, once: nothing to cancel
  new Promise((resolve) => setTimeout(resolve));

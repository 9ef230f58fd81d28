import { startTransition, useEffect, useState } from 'react';

interface Settled<T> {
  promise: Promise<T>;
  value?: T;
  error?: unknown;
}

/**
 * The value of a promise once it settles; undefined until then (and again for a new promise).
 * What it brings in (the translations: the whole first step) renders as a transition, in slices
 * that yield to the host page (issue 50), not as one long task.
 */
export function usePromise<T>(promise: Promise<T>): { value?: T; error?: unknown } {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
    let live = true;
    promise.then(
      (value) => live && startTransition(() => setSettled({ promise, value })),
      (error: unknown) => live && startTransition(() => setSettled({ promise, error })),
    );
    return () => {
      live = false;
    };
  }, [promise]);
  if (settled?.promise !== promise) return {};
  return 'error' in settled ? { error: settled.error } : { value: settled.value as T };
}

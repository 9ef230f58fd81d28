import { useEffect, useState } from 'react';

interface Settled<T> {
  promise: Promise<T>;
  value?: T;
  error?: unknown;
}

/** The value of a promise once it settles; undefined until then (and again for a new promise). */
export function usePromise<T>(promise: Promise<T>): { value?: T; error?: unknown } {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
    let live = true;
    promise.then(
      (value) => live && setSettled({ promise, value }),
      (error: unknown) => live && setSettled({ promise, error }),
    );
    return () => {
      live = false;
    };
  }, [promise]);
  if (settled?.promise !== promise) return {};
  return 'error' in settled ? { error: settled.error } : { value: settled.value as T };
}

import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function for effects to call that always runs the latest render's `fn`, yet never changes,
 * so an effect need not list it nor run again when it changes: React 19.2's `useEffectEvent`,
 * which React 18 lacks (docs/decisions.md, "React 18"). The latest `fn` is stored before any
 * layout effect runs; like React's, it is for effects and handlers, not for rendering.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(fn);
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

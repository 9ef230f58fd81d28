import type { QueryCache } from '../api/createQueryCache.ts';

/**
 * Runs `run` once the browser is idle with none of the cache's GETs in flight: the step's own
 * data never shares the guest's connection with the next step's code. Returns the cancel.
 */
export function whenQuiet(
  cache: Pick<QueryCache, 'inFlight' | 'subscribe'>,
  run: () => void,
): () => void {
  let cancel = () => {};
  const attempt = () => {
    const check = () => {
      if (cache.inFlight() === 0) return run();
      const unsubscribe = cache.subscribe(() => {
        if (cache.inFlight() > 0) return;
        unsubscribe();
        attempt();
      });
      cancel = unsubscribe;
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(check, 200);
      cancel = () => clearTimeout(timer);
    } else {
      const idle = requestIdleCallback(check, { timeout: 2000 });
      cancel = () => cancelIdleCallback(idle);
    }
  };
  attempt();
  return () => cancel();
}

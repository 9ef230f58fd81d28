import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryCache } from '../../../../widget/api/createQueryCache.ts';
import { whenQuiet } from '../../../../widget/screens/whenQuiet.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
};

// Issue 16: the next step's code is preloaded while the guest decides, but never while the
// step's own data is still on its way (it would share a slow connection with it).
describe('whenQuiet (issue 16: the next step preloads after this step has its data)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The timer path: the test's DOM has no requestIdleCallback.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once the browser is idle when nothing is in flight', () => {
    const run = vi.fn();
    whenQuiet(createQueryCache(), run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for a GET in flight, then for idle again', async () => {
    const cache = createQueryCache();
    const answer = deferred<string>();
    void cache.fetchQuery({ key: 'GET dayStates', run: () => answer.promise });
    expect(cache.inFlight()).toBe(1);
    const run = vi.fn();
    whenQuiet(cache, run);
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    answer.resolve('days');
    await vi.waitFor(() => expect(cache.inFlight()).toBe(0));
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled (the step left), it never runs, waiting for idle or for data', async () => {
    const run = vi.fn();
    whenQuiet(createQueryCache(), run)();
    vi.advanceTimersByTime(1000);
    const cache = createQueryCache();
    const answer = deferred<string>();
    void cache.fetchQuery({ key: 'GET times', run: () => answer.promise });
    const cancel = whenQuiet(cache, run);
    vi.advanceTimersByTime(200);
    cancel();
    answer.resolve('times');
    await vi.waitFor(() => expect(cache.inFlight()).toBe(0));
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});

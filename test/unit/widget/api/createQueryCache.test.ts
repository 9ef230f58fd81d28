import { describe, expect, it, vi } from 'vitest';
import { createQueryCache } from '../../../../widget/api/createQueryCache.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('createQueryCache (shell: DESIGN §3 query cache, doc 1 §9)', () => {
  it('sends the same GET once while it is in flight, and shares the answer', async () => {
    const cache = createQueryCache();
    const answer = deferred<number>();
    const run = vi.fn(() => answer.promise);
    const a = cache.fetchQuery({ key: 'GET settings/1', run });
    const b = cache.fetchQuery({ key: 'GET settings/1', run });
    answer.resolve(42);
    expect(await a).toBe(42);
    expect(await b).toBe(42);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('doc1 §9: does not refetch data it already has', async () => {
    const cache = createQueryCache();
    const run = vi.fn(async () => 'x');
    await cache.fetchQuery({ key: 'k', run });
    await cache.fetchQuery({ key: 'k', run });
    expect(run).toHaveBeenCalledTimes(1);
    expect(cache.getState('k')).toEqual({ status: 'success', data: 'x' });
  });

  it('refetches after invalidation by key prefix, and keeps other keys', async () => {
    const cache = createQueryCache();
    const times = vi.fn(async () => 'times');
    const settings = vi.fn(async () => 'settings');
    await cache.fetchQuery({ key: 'GET webbooking/availabletimes?date=1', run: times });
    await cache.fetchQuery({ key: 'GET booking/settings', run: settings });
    cache.invalidate('GET webbooking/');
    expect(cache.getState('GET webbooking/availabletimes?date=1').status).toBe('idle');
    expect(cache.getState('GET booking/settings').status).toBe('success');
    await cache.fetchQuery({ key: 'GET webbooking/availabletimes?date=1', run: times });
    expect(times).toHaveBeenCalledTimes(2);
  });

  it('an answer that arrives after invalidation is not stored over it', async () => {
    const cache = createQueryCache();
    const old = deferred<string>();
    void cache.fetchQuery({ key: 'k', run: () => old.promise });
    cache.invalidate('k');
    old.resolve('stale');
    await old.promise;
    expect(cache.getState('k').status).toBe('idle');
  });

  it('keeps data for a max age when asked (article stocks: 5 minutes)', async () => {
    let now = 0;
    const cache = createQueryCache(() => now);
    const run = vi.fn(async () => now);
    await cache.fetchQuery({ key: 'stock', run }, 300_000);
    now = 299_999;
    await cache.fetchQuery({ key: 'stock', run }, 300_000);
    now = 300_000;
    await cache.fetchQuery({ key: 'stock', run }, 300_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('doc1 §8: Try again repeats the last failed call', async () => {
    const cache = createQueryCache();
    const run = vi.fn().mockRejectedValueOnce(new Error('504')).mockResolvedValueOnce('ok');
    await expect(cache.fetchQuery({ key: 'k', run })).rejects.toThrow('504');
    expect(cache.getState('k').status).toBe('error');
    await cache.retryLastFailed();
    expect(cache.getState('k')).toEqual({ status: 'success', data: 'ok' });
    expect(cache.retryLastFailed()).toBeUndefined();
  });

  it('tells subscribers about every change, and stops after unsubscribe', async () => {
    const cache = createQueryCache();
    const listener = vi.fn();
    const stop = cache.subscribe(listener);
    await cache.fetchQuery({ key: 'k', run: async () => 1 });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    cache.setData('k', 2);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { registerPrefetch } from '../../../../shared/startup/prefetchRegistry.ts';
import { createApiClient, GIVE_UP_MS } from '../../../../widget/api/createApiClient.ts';
import {
  isHttpError,
  isNetworkError,
  isResponseValidationError,
} from '../../../../widget/api/errors.ts';

const settings = JSON.parse(readFileSync('test/fixtures/settings.response.json', 'utf8'));

function fakeFetch(...answers: (Response | Error)[]) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createApiClient (DESIGN §3)', () => {
  it('sends the system header to apiBase and validates the answer', async () => {
    const { fetch, calls } = fakeFetch(json(settings));
    const api = createApiClient({ apiBase: 'https://api.example/v1/', system: 'se_demo', fetch });
    const result = await api.settings(1).run();
    expect(result.unitsMetaData.name).toBe(settings.unitsMetaData.name);
    expect(calls[0]!.url).toBe('https://api.example/v1/booking/externalBookingSettings/1');
    expect(calls[0]!.headers.get('system')).toBe('se_demo');
  });

  it('DESIGN §3: a query is retried once after a 504', async () => {
    const { fetch, calls } = fakeFetch(json({ code: 0 }, 504), json(settings));
    const api = createApiClient({ apiBase: 'https://api.example/v1', system: 'se_demo', fetch });
    await api.settings(1).run();
    expect(calls).toHaveLength(2);
  });

  it('DESIGN §3: a mutation is never retried and carries an Idempotency-Key', async () => {
    const { fetch, calls } = fakeFetch(json({ code: 2, message: 'taken' }, 409));
    const api = createApiClient({ apiBase: 'https://api.example/v1', system: 'se_demo', fetch });
    const error = await api
      .createBooking({
        guests: 2,
        date: '2026-12-01',
        times: [{ ruleId: 1, start: '2026-12-01T18:00:00+01:00' }],
      } as never)
      .catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'HttpError', status: 409, code: 2 });
  });

  it('doc1 §8: keeps the 404 text so "Unit does not exist" can be told apart', async () => {
    const { fetch } = fakeFetch(new Response('Unit does not exist', { status: 404 }));
    const api = createApiClient({ apiBase: 'https://api.example/v1', system: 'se_demo', fetch });
    const error = await api
      .settings(99)
      .run()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 404, text: 'Unit does not exist' });
  });

  it('a malformed answer is an error naming the field', async () => {
    const { fetch } = fakeFetch(
      json({ ...settings, unitsMetaData: { ...settings.unitsMetaData, maxWebGuests: 'eight' } }),
    );
    const api = createApiClient({ apiBase: 'https://api.example/v1', system: 'se_demo', fetch });
    const error = await api
      .settings(1)
      .run()
      .catch((e: unknown) => e);
    expect(isResponseValidationError(error)).toBe(true);
    expect(error).toMatchObject({ field: 'unitsMetaData.maxWebGuests' });
    expect((error as Error).message).toContain('unitsMetaData.maxWebGuests');
  });

  it('doc 1 §8 "No status": a mutation sent again after no answer carries the same Idempotency-Key (issue 31)', async () => {
    const booking = JSON.parse(readFileSync('test/fixtures/booking.response.json', 'utf8'));
    const { fetch, calls } = fakeFetch(
      new TypeError('Failed to fetch'),
      json(booking),
      json(booking),
    );
    const api = createApiClient({ apiBase: 'https://api.example/v1', system: 'se_demo', fetch });
    const body = { guests: 2, date: '2026-12-01', times: [] } as never;
    expect(isNetworkError(await api.createBooking(body).catch((e: unknown) => e))).toBe(true);
    await api.createBooking(body);
    // Answered: the next booking of the same kind is a new request with a new key.
    await api.createBooking(body);
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('an answer with an error status ends the request: another send gets a new key', async () => {
    const { fetch, calls } = fakeFetch(json({ code: 0 }, 409), json({ code: 0 }, 409));
    const api = createApiClient({ apiBase: 'https://api.example/v1', system: 'se_demo', fetch });
    await api.cancel('abc').catch(() => undefined);
    await api.cancel('abc').catch(() => undefined);
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it(`a request that never answers is given up after ${GIVE_UP_MS / 1000} s as a NetworkError (issue 31)`, async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
          ),
      ) as unknown as typeof globalThis.fetch;
      const api = createApiClient({ apiBase: 'https://api.example/v1', system: 'se_demo', fetch });
      let settled: unknown = 'pending';
      void api.finalize('abc', {} as never).then(
        () => (settled = 'answered'),
        (error: unknown) => (settled = error),
      );
      await vi.advanceTimersByTimeAsync(GIVE_UP_MS - 1);
      expect(settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(2);
      expect(isNetworkError(settled)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a lost connection is a NetworkError', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    const api = createApiClient({ apiBase: 'https://api.example/v1', system: 'se_demo', fetch });
    const error = await api
      .settings(1)
      .run()
      .catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
  });

  it('repeated query parameters and a stable cache key', () => {
    const api = createApiClient({ apiBase: 'https://api.example/v1', system: 'se_demo' });
    const a = api.dayStates({ unitId: 1, sectionId: [2, 3], fromDate: '2026-12-01' });
    const b = api.dayStates({ fromDate: '2026-12-01', sectionId: [2, 3], unitId: 1 });
    expect(a.key).toBe(b.key);
    expect(a.key).toBe(
      'GET webbooking/daystates?fromDate=2026-12-01&sectionId=2&sectionId=3&unitId=1',
    );
  });

  it('doc1 §4: releasing on page close is a keepalive POST to Clear with the system header', async () => {
    const fetch = vi.fn(async () => json({}));
    const api = createApiClient({
      apiBase: 'https://api.example/v1',
      system: 'se_demo',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    api.releaseOnUnload('abc');
    expect(fetch).toHaveBeenCalledWith(
      'https://api.example/v1/WebBooking/WebBookings/abc/Clear',
      expect.objectContaining({
        method: 'POST',
        keepalive: true,
        headers: expect.objectContaining({ system: 'se_demo' }),
      }),
    );
  });

  it.each([
    ['a newline', 'se_demo\nX-Evil: 1'],
    ['a carriage return', 'se_demo\r'],
    ['a space', 'se demo'],
    ['an empty id', ''],
  ])(
    'issue 15 item 5: a system id with %s sends no release and throws nothing',
    (_name, system) => {
      const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        new Request(input, init); // what a real fetch does first: throws on a bad header
        return json({});
      });
      const api = createApiClient({
        apiBase: 'https://api.example/v1',
        system,
        fetch: fetch as unknown as typeof globalThis.fetch,
      });
      expect(() => api.releaseOnUnload('abc')).not.toThrow();
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  describe('issue 32: ky loads lazily, the first step does without it', () => {
    const url = 'https://api.example/v1/booking/externalBookingSettings/1';

    it("takes the loader's good settings answer without a request", async () => {
      const { fetch, calls } = fakeFetch();
      registerPrefetch(url, Promise.resolve(json(settings)));
      const api = createApiClient({ apiBase: 'https://api.example/v1', system: 'se_demo', fetch });
      const result = await api.settings(1).run();
      expect(result.unitsMetaData.name).toBe(settings.unitsMetaData.name);
      expect(calls).toHaveLength(0);
    });

    it('judges a failed prefetched answer as ky would: a 503 is retried once, a 404 is not', async () => {
      const retried = fakeFetch(json(settings));
      registerPrefetch(url, Promise.resolve(json({ code: 0 }, 503)));
      const api = createApiClient({
        apiBase: 'https://api.example/v1',
        system: 'se_demo',
        fetch: retried.fetch,
      });
      await api.settings(1).run();
      expect(retried.calls).toHaveLength(1);

      const missing = fakeFetch();
      registerPrefetch(url, Promise.resolve(json({ message: 'Unit does not exist' }, 404)));
      const other = createApiClient({
        apiBase: 'https://api.example/v1',
        system: 'se_demo',
        fetch: missing.fetch,
      });
      const error = await other
        .settings(1)
        .run()
        .catch((e: unknown) => e);
      expect(missing.calls).toHaveLength(0);
      expect(error).toMatchObject({ name: 'HttpError', status: 404 });
    });

    it('a query asked for while ky still loads is one request, started at once', async () => {
      vi.resetModules();
      const fresh = await import('../../../../widget/api/createApiClient.ts');
      const { fetch, calls } = fakeFetch(json(settings));
      const api = fresh.createApiClient({
        apiBase: 'https://api.example/v1',
        system: 'se_demo',
        fetch,
      });
      const answer = api.settings(1).run();
      // Started before ky's chunk is in: the call did not wait for it.
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe(url);
      expect(calls[0]!.headers.get('system')).toBe('se_demo');
      expect((await answer).unitsMetaData.name).toBe(settings.unitsMetaData.name);
      expect(calls).toHaveLength(1);
    });

    it(`a query started while ky still loads is given up after ${GIVE_UP_MS / 1000} s too, not retried`, async () => {
      vi.resetModules();
      const fresh = await import('../../../../widget/api/createApiClient.ts');
      vi.useFakeTimers();
      try {
        const fetch = vi.fn(
          (_input: RequestInfo | URL, init?: RequestInit) =>
            new Promise<Response>((_resolve, reject) =>
              init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
            ),
        ) as unknown as typeof globalThis.fetch;
        const api = fresh.createApiClient({
          apiBase: 'https://api.example/v1',
          system: 'se_demo',
          fetch,
        });
        let settled: unknown = 'pending';
        void api
          .settings(1)
          .run()
          .then(
            () => (settled = 'answered'),
            (error: unknown) => (settled = error),
          );
        await vi.advanceTimersByTimeAsync(GIVE_UP_MS - 1);
        expect(settled).toBe('pending');
        await vi.advanceTimersByTimeAsync(2);
        expect(isNetworkError(settled)).toBe(true);
        expect(fetch).toHaveBeenCalledTimes(1);
      } finally {
        vi.useRealTimers();
      }
    });

    it('a query with parameters asked for while ky still loads is one request too (same URL)', async () => {
      vi.resetModules();
      const fresh = await import('../../../../widget/api/createApiClient.ts');
      const query = JSON.parse(readFileSync('test/fixtures/dayStates.query.json', 'utf8'));
      const days = JSON.parse(readFileSync('test/fixtures/dayStates.response.json', 'utf8'));
      const { fetch, calls } = fakeFetch(json(days));
      const api = fresh.createApiClient({
        apiBase: 'https://api.example/v1',
        system: 'se_demo',
        fetch,
      });
      await api.dayStates({ ...query, sectionId: [2, 1] }).run();
      expect(calls).toHaveLength(1);
      expect(new URL(calls[0]!.url).searchParams.getAll('sectionId')).toEqual(['2', '1']);
    });
  });
});

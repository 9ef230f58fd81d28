import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerPrefetch } from '../../../../shared/startup/prefetchRegistry.ts';
import { createApiClient } from '../../../../widget/api/createApiClient.ts';
import {
  isHttpError,
  isNetworkError,
  ResponseValidationError,
} from '../../../../widget/api/errors.ts';
import { GIVE_UP_MS, RETRY_DELAY_MS } from '../../../../widget/api/sendRequest.ts';

const settings = JSON.parse(readFileSync('test/fixtures/settings.response.json', 'utf8'));
const bookingAnswer = JSON.parse(readFileSync('test/fixtures/booking.response.json', 'utf8'));
const settingsUrl = 'https://api.example/v1/booking/externalBookingSettings/1';

/** A fetch that answers from a list, one answer per call. */
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

/** A fetch whose calls stay open until the test answers or fails them; an abort rejects. */
function heldFetch() {
  const calls: { request: Request; answer(r: Response): void; fail(e: Error): void }[] = [];
  const fetch = vi.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        calls.push({ request: new Request(input, init), answer: resolve, fail: reject });
      }),
  );
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const client = (fetch?: typeof globalThis.fetch) =>
  createApiClient({
    apiBase: 'https://api.example/v1',
    system: 'se_demo',
    ...(fetch ? { fetch } : {}),
  });

/** How a promise stands, without waiting for it. */
function track(promise: Promise<unknown>) {
  const state: { settled: 'pending' | 'answered' | 'failed'; value?: unknown } = {
    settled: 'pending',
  };
  promise.then(
    (value) => Object.assign(state, { settled: 'answered', value }),
    (error: unknown) => Object.assign(state, { settled: 'failed', value: error }),
  );
  return state;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient (DESIGN §3)', () => {
  it('sends the system header to apiBase and validates the answer', async () => {
    const { fetch, calls } = fakeFetch(json(settings));
    const api = createApiClient({ apiBase: 'https://api.example/v1/', system: 'se_demo', fetch });
    const result = await api.settings(1).run();
    expect(result.unitsMetaData.name).toBe(settings.unitsMetaData.name);
    expect(calls[0]!.url).toBe(settingsUrl);
    expect(calls[0]!.headers.get('system')).toBe('se_demo');
  });

  it('DESIGN §3: a query is retried once after a 504', async () => {
    const { fetch, calls } = fakeFetch(json({ code: 0 }, 504), json(settings));
    await client(fetch).settings(1).run();
    expect(calls).toHaveLength(2);
  });

  it('DESIGN §3: a mutation is never retried and carries an Idempotency-Key', async () => {
    const { fetch, calls } = fakeFetch(json({ code: 2, message: 'taken' }, 409));
    const error = await client(fetch)
      .createBooking({
        guests: 2,
        date: '2026-12-01',
        times: [{ ruleId: 1, start: '2026-12-01T18:00:00+01:00' }],
      } as never)
      .catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(await calls[0]!.json()).toMatchObject({ guests: 2, date: '2026-12-01' });
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'HttpError', status: 409, code: 2 });
  });

  it('doc1 §8: keeps the 404 text so "Unit does not exist" can be told apart', async () => {
    const { fetch } = fakeFetch(new Response('Unit does not exist', { status: 404 }));
    const error = await client(fetch)
      .settings(99)
      .run()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 404, text: 'Unit does not exist' });
    expect((error as Error).message).toBe(
      'Request failed with status 404: GET https://api.example/v1/booking/externalBookingSettings/99',
    );
  });

  it('a malformed answer is an error naming the field', async () => {
    const { fetch } = fakeFetch(
      json({ ...settings, unitsMetaData: { ...settings.unitsMetaData, maxWebGuests: 'eight' } }),
    );
    const error = await client(fetch)
      .settings(1)
      .run()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ field: 'unitsMetaData.maxWebGuests' });
    expect((error as Error).message).toContain('unitsMetaData.maxWebGuests');
  });

  it('a lost connection is a NetworkError', async () => {
    const { fetch } = fakeFetch(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    const error = await client(fetch)
      .settings(1)
      .run()
      .catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(error).toMatchObject({ method: 'GET', url: settingsUrl });
  });

  it('repeated query parameters and a stable cache key', () => {
    const api = client();
    const a = api.dayStates({ unitId: 1, sectionId: [2, 3], fromDate: '2026-12-01' });
    const b = api.dayStates({ fromDate: '2026-12-01', sectionId: [2, 3], unitId: 1 });
    expect(a.key).toBe(b.key);
    expect(a.key).toBe(
      'GET webbooking/daystates?fromDate=2026-12-01&sectionId=2&sectionId=3&unitId=1',
    );
  });

  it('a query with parameters is requested with them, repeated ones in their order', async () => {
    const query = JSON.parse(readFileSync('test/fixtures/dayStates.query.json', 'utf8'));
    const days = JSON.parse(readFileSync('test/fixtures/dayStates.response.json', 'utf8'));
    const { fetch, calls } = fakeFetch(json(days));
    await client(fetch)
      .dayStates({ ...query, sectionId: [2, 1] })
      .run();
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).searchParams.getAll('sectionId')).toEqual(['2', '1']);
  });

  it('doc1 §4: releasing on page close is a keepalive POST to Clear with the system header', async () => {
    const fetch = vi.fn(async () => json({}));
    client(fetch as unknown as typeof globalThis.fetch).releaseOnUnload('abc');
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
});

describe('one timeout, one GET retry, whatever the timing (issue 48)', () => {
  it.each([
    ['a query', (api: ReturnType<typeof client>) => api.settings(1).run()],
    ['a mutation', (api: ReturnType<typeof client>) => api.finalize('abc', {} as never)],
  ])(
    `%s that never answers is given up after ${GIVE_UP_MS / 1000} s as a NetworkError, and not sent again`,
    async (_name, call) => {
      vi.useFakeTimers();
      const { fetch, calls } = heldFetch();
      const state = track(call(client(fetch)));
      await vi.advanceTimersByTimeAsync(GIVE_UP_MS - 1);
      expect(state.settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(state.settled).toBe('failed');
      expect(isNetworkError(state.value)).toBe(true);
      expect((state.value as Error).cause).toMatchObject({ name: 'TimeoutError' });
      // The give-up aborted the request, and nothing is asked again.
      expect(calls[0]!.request.signal.aborted).toBe(true);
      await vi.advanceTimersByTimeAsync(GIVE_UP_MS * 2);
      expect(calls).toHaveLength(1);
    },
  );

  it('an answer whose body stops coming is given up too', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = heldFetch();
    const state = track(client(fetch).settings(1).run());
    await vi.advanceTimersByTimeAsync(0);
    const stalled = new ReadableStream({
      start: (controller) => controller.enqueue(new TextEncoder().encode('{"unitsMeta')),
    });
    calls[0]!.answer(new Response(stalled, { status: 200 }));
    await vi.advanceTimersByTimeAsync(GIVE_UP_MS);
    expect(state.settled).toBe('failed');
    expect(isNetworkError(state.value)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it(`a dropped query is asked again after ${RETRY_DELAY_MS} ms, and the retry has its own ${GIVE_UP_MS / 1000} s`, async () => {
    vi.useFakeTimers();
    const { fetch, calls } = heldFetch();
    const state = track(client(fetch).settings(1).run());
    await vi.advanceTimersByTimeAsync(GIVE_UP_MS - 1_000);
    calls[0]!.fail(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.request.url).toBe(settingsUrl);
    expect(calls[1]!.request.headers.get('system')).toBe('se_demo');
    await vi.advanceTimersByTimeAsync(GIVE_UP_MS - 1);
    calls[1]!.answer(json(settings));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe('answered');
  });

  it.each([
    ['a dropped connection', () => new TypeError('Failed to fetch'), 'NetworkError'],
    ['a 503', () => json({ code: 0 }, 503), 'HttpError'],
    ['a 500', () => json({ code: 0 }, 500), 'HttpError'],
    ['a 429', () => json({ code: 0 }, 429), 'HttpError'],
  ])('a query is asked again once only: %s twice is the error', async (_name, failure, name) => {
    vi.useFakeTimers();
    const { fetch, calls } = heldFetch();
    const state = track(client(fetch).settings(1).run());
    for (let call = 0; call < 2; call++) {
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
      const outcome = failure();
      if (outcome instanceof Error) calls[call]!.fail(outcome);
      else calls[call]!.answer(outcome);
    }
    await vi.advanceTimersByTimeAsync(GIVE_UP_MS * 2);
    expect(calls).toHaveLength(2);
    expect(state.settled).toBe('failed');
    expect(state.value).toMatchObject({ name });
  });

  it.each([
    ['POST', 'a dropped connection', new TypeError('Failed to fetch'), 'NetworkError'],
    ['POST', 'a 503', json({ code: 0 }, 503), 'HttpError'],
    ['PUT', 'a dropped connection', new TypeError('Failed to fetch'), 'NetworkError'],
    ['PUT', 'a 504', json({ code: 0 }, 504), 'HttpError'],
  ])(
    'DESIGN §3: a %s mutation is never asked again: %s is the error',
    async (method, _n, failure, name) => {
      vi.useFakeTimers();
      const { fetch, calls } = heldFetch();
      const api = client(fetch);
      const state = track(
        method === 'POST' ? api.cancel('abc') : api.edit('abc', { guests: 4 } as never),
      );
      await vi.advanceTimersByTimeAsync(0);
      if (failure instanceof Error) calls[0]!.fail(failure);
      else calls[0]!.answer(failure);
      await vi.advanceTimersByTimeAsync(GIVE_UP_MS * 2);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.request.method).toBe(method);
      expect(state.value).toMatchObject({ name });
    },
  );

  it('a query that is not retried: a 404 and a 400 are answers', async () => {
    const { fetch, calls } = fakeFetch(json({ code: 0 }, 400), json({ code: 0 }, 404));
    const api = client(fetch);
    expect(
      await api
        .settings(1)
        .run()
        .catch((e: unknown) => e),
    ).toMatchObject({ status: 400 });
    expect(
      await api
        .settings(1)
        .run()
        .catch((e: unknown) => e),
    ).toMatchObject({ status: 404 });
    expect(calls).toHaveLength(2);
  });

  it('a query is requested without waiting for the answers’ schemas to load', async () => {
    // The schemas' chunk never arrives: the request must go out all the same, and its answer
    // waits for the schema that judges it.
    vi.resetModules();
    vi.doMock('../../../../widget/api/answerSchemas.ts', () => new Promise(() => undefined));
    try {
      const fresh = await import('../../../../widget/api/createApiClient.ts');
      const days = JSON.parse(readFileSync('test/fixtures/dayStates.response.json', 'utf8'));
      const { fetch, calls } = fakeFetch(json(days));
      const api = fresh.createApiClient({
        apiBase: 'https://api.example/v1',
        system: 'se_demo',
        fetch,
      });
      const state = track(api.dayStates({ unitId: 1 }).run());
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      expect(state.settled).toBe('pending');
    } finally {
      vi.doUnmock('../../../../widget/api/answerSchemas.ts');
      vi.resetModules();
    }
  });
});

describe("the loader's prefetched answer is the first attempt (issue 32, issue 48)", () => {
  it('a good answer is taken without a request', async () => {
    const { fetch, calls } = fakeFetch();
    registerPrefetch(settingsUrl, Promise.resolve(json(settings)));
    const result = await client(fetch).settings(1).run();
    expect(result.unitsMetaData.name).toBe(settings.unitsMetaData.name);
    expect(calls).toHaveLength(0);
  });

  it('a malformed one fails validation, as a fetched one would', async () => {
    const { fetch, calls } = fakeFetch();
    registerPrefetch(settingsUrl, Promise.resolve(json({ ...settings, unitsMetaData: null })));
    const error = await client(fetch)
      .settings(1)
      .run()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['a 503', 1, () => Promise.resolve(json({ code: 0 }, 503))],
    ['a dropped connection', 1, () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 404', 0, () => Promise.resolve(json({ message: 'Unit does not exist' }, 404))],
  ])('%s is judged as a fetch: %i request after it', async (_name, requests, prefetched) => {
    const { fetch, calls } = fakeFetch(json(settings));
    registerPrefetch(settingsUrl, prefetched());
    const outcome = await client(fetch)
      .settings(1)
      .run()
      .catch((e: unknown) => e);
    expect(calls).toHaveLength(requests);
    if (requests === 0) expect(outcome).toMatchObject({ name: 'HttpError', status: 404 });
    else expect(outcome).toMatchObject({ unitsMetaData: { name: settings.unitsMetaData.name } });
  });

  it(`one that never comes is given up after ${GIVE_UP_MS / 1000} s, as a fetch would be`, async () => {
    vi.useFakeTimers();
    const { fetch, calls } = heldFetch();
    registerPrefetch(settingsUrl, new Promise<Response>(() => undefined));
    const state = track(client(fetch).settings(1).run());
    await vi.advanceTimersByTimeAsync(GIVE_UP_MS - 1);
    expect(state.settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(isNetworkError(state.value)).toBe(true);
    await vi.advanceTimersByTimeAsync(GIVE_UP_MS);
    expect(calls).toHaveLength(0);
  });

  it('is taken once: the next call requests', async () => {
    const { fetch, calls } = fakeFetch(json(settings));
    registerPrefetch(settingsUrl, Promise.resolve(json(settings)));
    const api = client(fetch);
    await api.settings(1).run();
    await api.settings(1).run();
    expect(calls).toHaveLength(1);
  });
});

describe('an Idempotency-Key covers the sends of one attempt (issue 31, issue 49)', () => {
  const keysOf = (calls: Request[]) => calls.map((call) => call.headers.get('Idempotency-Key'));

  it('doc 1 §8 "No status": a mutation sent again after no answer carries the same key (issue 31)', async () => {
    const { fetch, calls } = fakeFetch(
      new TypeError('Failed to fetch'),
      json(bookingAnswer),
      json(bookingAnswer),
    );
    const api = client(fetch);
    const body = { guests: 2, date: '2026-12-01', times: [] } as never;
    expect(isNetworkError(await api.createBooking(body).catch((e: unknown) => e))).toBe(true);
    await api.createBooking(body);
    // Answered: the next booking of the same kind is a new request with a new key.
    await api.createBooking(body);
    const keys = keysOf(calls);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('an answer with an error status ends the request: another send gets a new key', async () => {
    const { fetch, calls } = fakeFetch(json({ code: 0 }, 409), json({ code: 0 }, 409));
    const api = client(fetch);
    await api.cancel('abc').catch(() => undefined);
    await api.cancel('abc').catch(() => undefined);
    const keys = keysOf(calls);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('issue 49: edit 3→4 unanswered, 4→5 answered, 5→4 is a new request, not a replay of the first', async () => {
    const { fetch, calls } = fakeFetch(
      new TypeError('Failed to fetch'),
      json(bookingAnswer),
      json(bookingAnswer),
    );
    const api = client(fetch);
    const edit = (guests: number) => api.edit('abc', { guests } as never);
    expect(isNetworkError(await edit(4).catch((e: unknown) => e))).toBe(true);
    await edit(5);
    await edit(4);
    const keys = keysOf(calls);
    expect(new Set(keys).size).toBe(3);
  });

  it('issue 49: another mutation in between ends the attempt, answered or not', async () => {
    const { fetch, calls } = fakeFetch(
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
      json(bookingAnswer),
    );
    const api = client(fetch);
    const body = { guests: 4 } as never;
    await api.edit('abc', body).catch(() => undefined);
    await api.updateMenus('abc', { menus: [] } as never).catch(() => undefined);
    await api.edit('abc', body);
    const keys = keysOf(calls);
    expect(new Set(keys).size).toBe(3);
  });
});

import { spawn } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../shared/contract/index.ts';
import { LIMITS } from '../../shared/contract/limits.ts';
import {
  OPEN_DAY,
  TODAY,
  contact,
  expectValid,
  startApi,
  stockholm,
  type RunningApi,
} from './referenceApi.ts';

// Issue 15 item 1: no request may freeze the reference API. Every range and list it accepts is
// bounded (docs/reference-api.md "Limits"); too much answers 400 or 413 with { code, message }.

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const lunchAt = (hhmm: string, date = OPEN_DAY) => [{ ruleId: 1, start: stockholm(date, hhmm) }];

/** Sends a request with a deadline: a frozen server fails the test instead of hanging it. */
async function timed(path: string, init: RequestInit = {}, deadlineMs = 3_000) {
  const started = performance.now();
  const response = await fetch(`${api.base}/${path}`, {
    ...init,
    headers: { system: 'se_demo', ...(init.headers as Record<string, string>) },
    signal: AbortSignal.timeout(deadlineMs),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

const errorOf = (text: string) => expectValid(ErrorBodySchema, JSON.parse(text));

describe('dayStates ranges', () => {
  it.each([
    ['ten years', 'fromDate=2020-01-01&toDate=2030-01-01', 'toDate'],
    ['the whole calendar', 'fromDate=0001-01-01&toDate=9999-12-31', 'toDate'],
    [
      'a day long ago, reading ahead to the first open month',
      'fromDate=0001-01-01&toDate=0001-01-02&includeFirstAvailableMonth=true',
      'fromDate',
    ],
    [
      'a day far after the booking window',
      'fromDate=9999-12-01&toDate=9999-12-02&includeFirstAvailableMonth=true',
      'fromDate',
    ],
  ])('%s answers 400 at once while another request is answered', async (_name, range, field) => {
    const [big, health] = await Promise.all([
      timed(`WebBooking/dayStates?${range}&unitId=1&includeAvailableSeats=true`),
      // Sent right after the big one: a server busy with it would answer this late.
      new Promise<Awaited<ReturnType<typeof timed>>>((resolve, reject) =>
        setTimeout(() => timed('booking/externalBookingSettings/1').then(resolve, reject), 20),
      ),
    ]);
    expect(big.status).toBe(400);
    expect(errorOf(big.text).message).toContain(field);
    expect(big.ms).toBeLessThan(1_000);
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(1_000);
  });

  it(`a span of ${LIMITS.dayStatesSpanDays} days inside the booking window is answered`, async () => {
    const answer = await timed(
      `WebBooking/dayStates?fromDate=${TODAY}&toDate=2030-04-11&unitId=1&includeAvailableSeats=true`,
    );
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(2_000);
  });

  it(`a span of ${LIMITS.dayStatesSpanDays + 1} days answers 400 naming toDate`, async () => {
    const answer = await timed(`WebBooking/dayStates?fromDate=${TODAY}&toDate=2030-04-12&unitId=1`);
    expect(answer.status).toBe(400);
    expect(errorOf(answer.text).message).toContain('toDate');
  });

  it('a month before today is still answered (a client whose clock is a little behind)', async () => {
    const answer = await timed(
      `WebBooking/dayStates?fromDate=2029-12-10&toDate=2030-01-10&unitId=1`,
    );
    expect(answer.status).toBe(200);
  });

  it('more section ids than the limit answers 400', async () => {
    const ids = Array.from({ length: LIMITS.ids + 1 }, (_, i) => i + 1).join(',');
    const answer = await timed(
      `WebBooking/dayStates?fromDate=${TODAY}&toDate=2030-01-12&unitId=1&sectionId=${ids}`,
    );
    expect(answer.status).toBe(400);
    expect(errorOf(answer.text).message).toContain('sectionId');
  });

  it('more article ids than the limit answers 400', async () => {
    const ids = Array.from({ length: LIMITS.ids + 1 }, (_, i) => i + 1).join(',');
    const answer = await timed(
      `WebBooking/WebBookings/articleStocks?articleIds=${ids}&validityDate=${TODAY}`,
    );
    expect(answer.status).toBe(400);
    expect(errorOf(answer.text).message).toContain('articleIds');
  });
});

describe('bodies and lists', () => {
  const post = (body: unknown) =>
    timed('WebBooking/WebBookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it.each([
    ['2147483648 guests as an inquiry', { guests: 2147483648, isInquiry: true }, 'guests'],
    [
      `${LIMITS.guests + 1} guests as an inquiry`,
      { guests: LIMITS.guests + 1, isInquiry: true },
      'guests',
    ],
    [`${LIMITS.guests + 1} children`, { guestsChildren: LIMITS.guests + 1 }, 'guestsChildren'],
    [
      `${LIMITS.times + 1} times`,
      { times: Array.from({ length: LIMITS.times + 1 }, () => lunchAt('12:00')[0]) },
      'times',
    ],
    ['a 10 000-character tag', { tag: 'x'.repeat(10_000) }, 'tag'],
  ])('a create with %s answers 400 naming the field', async (_name, extra, field) => {
    const answer = await post({ guests: 2, date: OPEN_DAY, times: lunchAt('12:00'), ...extra });
    expect(answer.status).toBe(400);
    expect(errorOf(answer.text).message).toContain(field);
  });

  it(`a body over ${LIMITS.bodyBytes} bytes answers 413 with { code, message } at once`, async () => {
    // 10 MB of times: this overflowed the stack in allocate.ts (Math.min(...wanted)).
    const time = JSON.stringify(lunchAt('12:00')[0]);
    const body = `{"guests":2,"date":"${OPEN_DAY}","times":[${Array(250_000).fill(time).join(',')}]}`;
    expect(body.length).toBeGreaterThan(10_000_000);
    const answer = await post(body);
    expect(answer.status).toBe(413);
    expect(errorOf(answer.text).message).toMatch(/too large/i);
    expect(answer.ms).toBeLessThan(2_000);
  });

  it('a body without a length header (chunked) over the limit answers 413 too', async () => {
    // node:http on its own connection: the server answers before it has read the whole body.
    const { status, body } = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const request = http.request(`${api.base}/WebBooking/WebBookings`, {
          method: 'POST',
          headers: { system: 'se_demo', 'content-type': 'application/json', connection: 'close' },
        });
        request.on('response', (response) => {
          let text = '';
          response.on('data', (data: Buffer) => (text += String(data)));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        });
        request.on('error', reject);
        const chunk = 'x'.repeat(64 * 1024);
        const write = (left: number) => {
          if (left === 0 || request.destroyed) return request.end();
          request.write(chunk, () => write(left - 1));
        };
        write(40);
      },
    );
    expect(status).toBe(413);
    expect(errorOf(body).code).toBe(0);
  });

  it('PUT WebBookings/{guid} with [] answers 400 (an array is not an update)', async () => {
    const created = await post({ guests: 2, date: OPEN_DAY, times: lunchAt('12:00') });
    expect(created.status).toBe(201);
    const { guid } = JSON.parse(created.text) as { guid: string };
    const answer = await timed(`WebBooking/WebBookings/${guid}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '[]',
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer.text).message).toContain('array');
    const finalize = await timed(`WebBooking/WebBookings/${guid}/Finalize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ contact }]),
    });
    expect(finalize.status).toBe(400);
  });

  it(`an update with more than ${LIMITS.guests} guests answers 400`, async () => {
    const created = await post({ guests: 2, date: OPEN_DAY, times: lunchAt('13:00') });
    const { guid } = JSON.parse(created.text) as { guid: string };
    const answer = await timed(`WebBooking/WebBookings/${guid}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ guests: 2147483648, isInquiry: true }),
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer.text).message).toContain('guests');
  });
});

describe('unknown routes and methods', () => {
  it.each([
    ['GET', 'api/v1/nothing/here', 404],
    ['GET', 'api/v2/WebBooking/dayStates', 404],
    ['DELETE', 'api/v1/WebBooking/WebBookings/8c7a3f4e-0000-4000-8000-000000000000', 405],
    ['PATCH', 'api/v1/booking/externalBookingSettings/1', 405],
    ['GET', 'demo/nothing', 404],
  ])('%s /%s answers %i as JSON { code, message }', async (method, path, status) => {
    const answer = await api.call(method, `/${path}`);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(expectValid(ErrorBodySchema, answer.json).message).not.toBe('');
  });

  it('GET /api/health answers { ok: true } without a system header', async () => {
    const answer = await api.call('GET', '/api/health', { system: null });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: true });
  });
});

describe('shutdown', () => {
  it('SIGTERM stops the demo server within 3 s, even while a large request was sent', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server.ts'], {
      env: { ...process.env, PORT: '0', DEMO_DB: ':memory:' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (data: Buffer) => {
        out += String(data);
        const match = /Booking API:\s+(\S+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
    });
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    // A keep-alive connection and the request that used to freeze the server for minutes.
    await fetch(`${url}/booking/externalBookingSettings/1`, { headers: { system: 'se_demo' } });
    void fetch(`${url}/WebBooking/dayStates?fromDate=0001-01-01&toDate=9999-12-31&unitId=1`, {
      headers: { system: 'se_demo' },
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    child.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 3_000)),
    ]);
    if (code === 'timeout') child.kill('SIGKILL');
    expect(code).toBe(0);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

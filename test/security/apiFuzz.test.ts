import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIMITS } from '../../shared/contract/limits.ts';
import { OPEN_DAY, TODAY, startApi, stockholm, type RunningApi } from '../contract/referenceApi.ts';
import { recordFigures } from './figures.ts';

// Issue 15 "Keep it proven": at least 500 hostile requests against the reference API. None may
// answer 500, and a health request sent alongside every batch is answered within 1 s.

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const paths = [
  'booking/externalBookingSettings/1',
  'WebBooking/dayStates',
  'WebBooking/availableTimes',
  'WebBooking/WebBookings/articleStocks',
  'WebBooking/WebBookings',
  'WebBooking/WebBookings/00000000-0000-4000-8000-000000000000',
  'WebBooking/WebBookings/00000000-0000-4000-8000-000000000000/Finalize',
  'WebBooking/WebBookings/00000000-0000-4000-8000-000000000000/Cancel',
  'WebBooking/WebBookings/00000000-0000-4000-8000-000000000000/Edit',
  'WebBooking/WebBookings/00000000-0000-4000-8000-000000000000/Menus',
  'BookingMenu/BookingMenusExternal/Respond',
  'nothing/here',
];

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '0001-01-01',
    '9999-12-31',
    '2020-01-01',
    TODAY,
    OPEN_DAY,
    '2147483648',
    '-1',
    '1e308',
    'NaN',
    '%00',
    '../../etc/passwd',
    '<script>window.__pwned=1</script>',
    "' OR 1=1 --",
    'x'.repeat(5000),
    Array.from({ length: 500 }, (_, i) => i).join(','),
  ),
);

const queryOf = fc.dictionary(
  fc.constantFrom(
    'fromDate',
    'toDate',
    'unitId',
    'date',
    'sectionId',
    'articleIds',
    'validityDate',
    'includeAvailableSeats',
    'includeFirstAvailableMonth',
    'tag',
  ),
  hostileString,
  { maxKeys: 6 },
);

const bodyOf = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      guests: fc.oneof(fc.integer(), fc.constant(2147483648), fc.double()),
      guestsChildren: fc.integer(),
      date: hostileString,
      times: fc.array(
        fc.record({ ruleId: fc.integer({ min: -2, max: 40 }), start: hostileString }),
        { maxLength: LIMITS.times + 5 },
      ),
      isInquiry: fc.boolean(),
      contact: fc.record({
        fname: hostileString,
        lname: hostileString,
        email: hostileString,
        mobile: hostileString,
      }),
    },
    { requiredKeys: [] },
  ),
  fc.constantFrom(
    { guests: 2, date: OPEN_DAY, times: [{ ruleId: 1, start: stockholm(OPEN_DAY, '12:00') }] },
    [],
    [[[[[]]]]],
    'not json',
    '{"guests":',
  ),
);

const requestOf = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
  path: fc.constantFrom(...paths),
  query: queryOf,
  body: bodyOf,
  system: fc.constantFrom('se_demo', 'no_demo', 'de_x', ''),
});

it('500+ hostile requests: no 500, and health answers within 1 s throughout', async () => {
  const requests = fc.sample(requestOf, { numRuns: 520, seed: 15 });
  const statuses = new Map<number, number>();
  let worstHealthMs = 0;
  let worstRequestMs = 0;
  const batchSize = 20;
  for (let i = 0; i < requests.length; i += batchSize) {
    const batch = requests.slice(i, i + batchSize);
    const health = (async () => {
      const started = performance.now();
      const answer = await fetch(`${api.origin}/api/health`, {
        signal: AbortSignal.timeout(5_000),
      });
      expect(answer.status).toBe(200);
      return performance.now() - started;
    })();
    const answers = await Promise.all(
      batch.map(async (request) => {
        const search = new URLSearchParams(request.query).toString();
        const started = performance.now();
        const response = await fetch(`${api.base}/${request.path}${search ? '?' + search : ''}`, {
          method: request.method,
          headers: {
            'content-type': 'application/json',
            ...(request.system ? { system: request.system } : {}),
          },
          ...(request.method === 'GET'
            ? {}
            : {
                body:
                  typeof request.body === 'string' ? request.body : JSON.stringify(request.body),
              }),
          signal: AbortSignal.timeout(5_000),
        });
        await response.text();
        worstRequestMs = Math.max(worstRequestMs, performance.now() - started);
        return { request, status: response.status };
      }),
    );
    worstHealthMs = Math.max(worstHealthMs, await health);
    for (const { request, status } of answers) {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      expect(status, JSON.stringify(request).slice(0, 300)).toBeLessThan(500);
    }
  }
  expect(worstHealthMs).toBeLessThan(1_000);
  recordFigures({
    'API fuzz requests': requests.length,
    'API fuzz statuses': [...statuses]
      .sort()
      .map(([s, n]) => `${s}×${n}`)
      .join(' '),
    'worst health response under fuzz (ms)': Math.round(worstHealthMs),
    'worst fuzz request (ms)': Math.round(worstRequestMs),
  });
});

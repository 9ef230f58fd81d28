import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceApi } from '../../demo/api/app.ts';
import { AvailableTimesSchema } from '../../shared/contract/index.ts';
import { OPEN_DAY, expectValid, startApi, stockholm, type RunningApi } from './referenceApi.ts';

const controlPaths = [
  '/demo/control/clock',
  '/demo/control/inquiry',
  '/demo/control/waitlistoffer',
  '/demo/control/faults',
  '/demo/control/faults/clear',
  '/demo/control/reset',
];

describe('controls turned off', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({ controls: false });
  });
  afterAll(() => api.close());

  it.each(controlPaths)('POST %s answers 404', async (path) => {
    const answer = await api.call('POST', path, {
      body: { advanceMs: 1000, pattern: '.*', status: 500 },
    });
    expect(answer.status).toBe(404);
  });

  it('the API still works', async () => {
    expect((await api.call('GET', 'booking/externalBookingSettings/1')).status).toBe(200);
  });
});

describe('controls turned on', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());
  const times = () => api.call('GET', `WebBooking/availableTimes?date=${OPEN_DAY}&unitId=1`);

  it('sets and advances the clock', async () => {
    const set = await api.call('POST', '/demo/control/clock', {
      body: { set: '2030-01-09T10:00:00Z' },
    });
    expect(set.json.now).toBe('2030-01-09T10:00:00.000Z');
    const advanced = await api.call('POST', '/demo/control/clock', { body: { advanceMs: 60_000 } });
    expect(advanced.json.now).toBe('2030-01-09T10:01:00.000Z');
    const bad = await api.call('POST', '/demo/control/clock', { body: { set: 'tomorrow' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('set');
    await api.call('POST', '/demo/control/clock', { body: { set: '2030-01-08T07:00:00Z' } });
  });

  it.each([500, 504])('injects status %i for matching paths until cleared', async (status) => {
    await api.call('POST', '/demo/control/faults', { body: { pattern: 'availabletimes', status } });
    expect((await times()).status).toBe(status);
    expect((await api.call('GET', 'booking/externalBookingSettings/1')).status).toBe(200);
    await api.call('POST', '/demo/control/faults/clear');
    expect((await times()).status).toBe(200);
  });

  it('an injected status answers { code: 0 } unless given a JSON body or a plain text', async () => {
    const inject = (extra: object) =>
      api.call('POST', '/demo/control/faults', {
        body: { pattern: 'availabletimes', status: 503, times: 1, ...extra },
      });
    await inject({});
    const coded = await times();
    expect([coded.status, coded.json.code]).toEqual([503, 0]);
    await inject({ body: { code: 2, message: 'taken' } });
    expect((await times()).json).toEqual({ code: 2, message: 'taken' });
    await inject({ text: 'Service Unavailable' });
    const bare = await times();
    expect([bare.status, bare.text]).toEqual([503, 'Service Unavailable']);
    expect(bare.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('a fault with times hits that many requests only', async () => {
    await api.call('POST', '/demo/control/faults', {
      body: { pattern: 'availabletimes', status: 504, times: 1 },
    });
    expect((await times()).status).toBe(504);
    expect((await times()).status).toBe(200);
  });

  it('injects a delay', async () => {
    await api.call('POST', '/demo/control/faults', {
      body: { pattern: 'availabletimes', delayMs: 300, times: 1 },
    });
    const started = performance.now();
    expect((await times()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('drops the connection', async () => {
    await api.call('POST', '/demo/control/faults', {
      body: { pattern: 'daystates', drop: true, times: 1 },
    });
    await expect(
      api.call('GET', 'WebBooking/dayStates?fromDate=2030-01-10&toDate=2030-01-11&unitId=1'),
    ).rejects.toThrow();
    expect(
      (await api.call('GET', 'WebBooking/dayStates?fromDate=2030-01-10&toDate=2030-01-11&unitId=1'))
        .status,
    ).toBe(200);
  });

  it('refuses a fault that is not a regular expression', async () => {
    const answer = await api.call('POST', '/demo/control/faults', {
      body: { pattern: '(', status: 500 },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain('pattern');
  });

  it('resets to the seed', async () => {
    const created = await api.call('POST', 'WebBooking/WebBookings', {
      body: {
        unitId: 1,
        guests: 8,
        date: OPEN_DAY,
        times: [{ ruleId: 1, start: stockholm(OPEN_DAY, '12:00') }],
      },
    });
    expect(created.status).toBe(201);
    const reset = await api.call('POST', '/demo/control/reset');
    expect(reset.json.ok).toBe(true);
    expect((await api.call('GET', `WebBooking/WebBookings/${created.json.guid}`)).status).toBe(404);
    const [unit] = expectValid(AvailableTimesSchema, (await times()).json);
    const lunch = unit!.sections[0]!.timeSets.find((set) => set.id === 1)!;
    expect(lunch.times.find((time) => time.name === '12:00')!.availableSeats).toContain(8);
  });
});

describe('seed files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seed-'));
  const restaurant = JSON.parse(
    readFileSync(new URL('../../demo/seed/se-restaurant.json', import.meta.url), 'utf8'),
  ) as { units: Record<string, unknown>[] };
  const write = (name: string, mutate: (unit: any) => void) => {
    const copy = structuredClone(restaurant);
    mutate(copy.units[0]);
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(copy));
    return file;
  };

  it.each([
    ['timeZone', (unit: any) => (unit.timeZone = 'Mars/Olympus'), 'units.0.timeZone'],
    [
      'a rule field',
      (unit: any) => (unit.rules[1].times.from = '25:00'),
      'units.0.rules.1.times.from',
    ],
    ['a missing field', (unit: any) => delete unit.bookingWindow, 'units.0.bookingWindow'],
    ['an unknown section', (unit: any) => (unit.rules[0].sectionId = 42), 'rules.0.sectionId'],
  ])('a bad %s stops start-up naming the field', (_name, mutate, field) => {
    const file = write(`bad-${field}.json`, mutate);
    expect(() => createReferenceApi({ dbPath: ':memory:', seedFiles: [file] })).toThrow(field);
  });

  it('another seed file can be given (DEMO_SEED)', async () => {
    const file = write('renamed.json', (unit) => (unit.name = 'Annan krog'));
    const previous = process.env.DEMO_SEED;
    process.env.DEMO_SEED = file;
    try {
      const { app, close } = createReferenceApi({ dbPath: ':memory:' });
      const answer = await app.request('/api/v1/booking/externalBookingSettings/1', {
        headers: { system: 'se_demo' },
      });
      expect((await answer.json()).unitsMetaData.name).toBe('Annan krog');
      expect(
        (
          await app.request('/api/v1/booking/externalBookingSettings/2', {
            headers: { system: 'se_demo' },
          })
        ).status,
      ).toBe(404);
      close();
    } finally {
      if (previous === undefined) delete process.env.DEMO_SEED;
      else process.env.DEMO_SEED = previous;
    }
  });

  it('stores the database in a file when asked, creating the folder', async () => {
    const file = join(dir, 'nested', 'demo.db');
    const { close } = createReferenceApi({ dbPath: file });
    close();
    expect(readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
  });
});

describe('seed days relative to today', () => {
  it('a closed date that falls on a closed weekday moves to the next day', async () => {
    // Saturday 5 January 2030: day +9 is a Monday, closed anyway, so the closed date is Tuesday.
    const api = await startApi({ now: () => Date.parse('2030-01-05T07:00:00Z') });
    try {
      const answer = await api.call(
        'GET',
        'WebBooking/dayStates?fromDate=2030-01-13&toDate=2030-01-17&unitId=1&includeAvailableSeats=true',
      );
      const open = (day: string) =>
        answer.json.some(
          (entry: { day: string; state: boolean }) => entry.day === day && entry.state,
        );
      expect([
        open('2030-01-13'),
        open('2030-01-14'),
        open('2030-01-15'),
        open('2030-01-16'),
      ]).toEqual([true, false, false, true]);
    } finally {
      await api.close();
    }
  });
});

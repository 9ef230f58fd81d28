import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARGE_SYSTEM, writeLargeVenueSeed } from '../../demo/seed/largeVenue.ts';
import { OPEN_DAY, startApi, type RunningApi } from './referenceApi.ts';

// Issue 51 [scale]: the generated large venue is a valid seed and the API serves all of it.
describe('issue 51: the large venue seed', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'large-seed-'));
  let api: RunningApi;
  beforeAll(async () => {
    const file = writeLargeVenueSeed(dir, { sections: 12, timesPerDay: 30, articles: 45 });
    api = await startApi({ seedFiles: [file] });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists every section, each with its times', async () => {
    const settings = await api.call('GET', 'booking/externalBookingSettings/100', {
      system: LARGE_SYSTEM,
    });
    expect(settings.status).toBe(200);
    const answer = await api.call(
      'GET',
      `WebBooking/availableTimes?date=${OPEN_DAY}T00:00:00.000Z&unitId=100`,
      { system: LARGE_SYSTEM },
    );
    expect(answer.status).toBe(200);
    const [unit] = answer.json as { sections: { timeSets: { times: unknown[] }[] }[] }[];
    expect(unit!.sections).toHaveLength(12);
    expect(unit!.sections.map((section) => section.timeSets[0]!.times.length)).toEqual(
      Array(12).fill(30),
    );
  });
});

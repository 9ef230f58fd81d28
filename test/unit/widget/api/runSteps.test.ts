import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvailableTimesSchema, validate } from '../../../../shared/contract/index.ts';
import { createApiClient } from '../../../../widget/api/createApiClient.ts';
import { runSteps } from '../../../../widget/api/runSteps.ts';
import availableTimes from '../../../fixtures/availableTimes.response.json' with { type: 'json' };

// Issue 51: a large answer's check runs in steps with the page's turn (a task) between them,
// and the client answers, or refuses, exactly as the one pass did.

afterEach(() => {
  vi.restoreAllMocks();
});

describe('runSteps (issue 51)', () => {
  it('gives the page a turn (a task) at each yield, and returns what the steps return', async () => {
    const turns = vi.spyOn(globalThis, 'setTimeout');
    const done: number[] = [];
    const steps = (function* () {
      for (const chunk of [1, 2, 3]) {
        done.push(chunk);
        yield;
      }
      return 'all';
    })();
    const run = runSteps(steps);
    // The first chunk runs at once; the next waits for a task, not for a microtask.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(done).toEqual([1]);
    await expect(run).resolves.toBe('all');
    expect(done).toEqual([1, 2, 3]);
    expect(turns).toHaveBeenCalledTimes(3);
  });
});

const unit = availableTimes[0]!;
const section = unit.sections[0]!;
/** A day of 30 sections of 100 times: checked in steps. */
const large = () => [
  {
    ...unit,
    sections: Array.from({ length: 30 }, (_, index) => ({
      ...section,
      id: index + 1,
      timeSets: [
        {
          ...section.timeSets[0]!,
          times: Array.from({ length: 99 }, () => section.timeSets[0]!.times[0]!),
        },
      ],
    })),
  },
];

const answered = (body: unknown) =>
  createApiClient({
    apiBase: 'https://api.example/v1',
    system: 'se_demo',
    fetch: (async () =>
      new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      })) as typeof fetch,
  })
    .availableTimes({ unitId: 1 })
    .run();

describe('a large availableTimes answer through the client (issue 51)', () => {
  it("doc1 §7: comes out as the one pass's answer", async () => {
    const answer = large();
    const once = validate(AvailableTimesSchema, answer);
    expect(once.ok && once.value).toBeTruthy();
    await expect(answered(answer)).resolves.toEqual(once.ok && once.value);
  });

  it.each<[string, (answer: any) => void]>([
    [
      'doc1 §7: a time of section 20 without a start',
      (a) => delete a[0].sections[19].timeSets[0].times[5].start,
    ],
    ['doc1 §7: the unit without a time zone', (a) => delete a[0].timeZone],
    [
      'doc1 §7: a time set of the last section with a title of 3',
      (a) => (a[0].sections[29].timeSets[0].title = 3),
    ],
  ])("%s: refused with the one pass's field and message", async (_name, change) => {
    // A copy: the large day's times share the fixture's objects, which other files read.
    const answer: unknown = structuredClone(large());
    change(answer);
    const once = validate(AvailableTimesSchema, answer);
    expect(once.ok).toBe(false);
    const error = await answered(answer).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ResponseValidationError', field: !once.ok && once.field });
    expect((error as Error).message).toContain(!once.ok && once.message);
  });
});

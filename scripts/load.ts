// `npm run load`: the reference API under a busy evening (issue 31). The API runs in its own
// process on a fresh database; this process plays 50 guests who each ask for a month of
// dayStates as fast as the answers come, and (in the second phase) books and releases a table
// now and then, which changes the data every answer depends on. It prints answers per second
// and the latency percentiles, with the dayStates cache on and off. Options:
//   --seconds N   length of each phase (default 8)
//   --guests N    concurrent guests (default 50)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './median.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

async function startApi(cacheEntries: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'booking-load-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'],
    {
      env: { ...process.env, LOAD_DB: path.join(dir, 'load.db'), LOAD_CACHE: String(cacheEntries) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}/api/v1`,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Phase {
  answers: number;
  failures: number;
  seconds: number;
  latencies: number[];
  writes: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Months a guest may browse: this one and the next two, as the calendar asks for them. */
function months(): string[][] {
  const now = new Date();
  return [0, 1, 2].map((add) => {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add, 1));
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add + 1, 1));
    return [from.toISOString().slice(0, 10), to.toISOString().slice(0, 10)];
  });
}

async function run(base: string, guests: number, seconds: number, writing: boolean) {
  const phase: Phase = { answers: 0, failures: 0, seconds, latencies: [], writes: 0 };
  const headers = { system: 'se_demo' };
  const ranges = months();
  const deadline = performance.now() + seconds * 1000;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const guest = async (index: number) => {
    let turn = index;
    while (performance.now() < deadline) {
      turn += 1;
      // One guest in ten books and releases a table on its first turn and every tenth after:
      // the data every answer depends on changes.
      if (writing && index % 10 === 0 && (turn - index) % 10 === 1) {
        const times = await fetch(`${base}/WebBooking/availableTimes?date=${tomorrow}&unitId=1`, {
          headers,
        }).then(
          (r) =>
            r.json() as Promise<
              { sections: { timeSets: { id: number; times: { start: string }[] }[] }[] }[]
            >,
        );
        const set = times[0]?.sections[0]?.timeSets.find((s) => s.times.length > 0);
        if (set) {
          const created = await fetch(`${base}/WebBooking/WebBookings`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              unitId: 1,
              guests: 2,
              date: tomorrow,
              times: [{ ruleId: set.id, start: set.times[0]!.start }],
            }),
          });
          if (created.ok) {
            const { guid } = (await created.json()) as { guid: string };
            await fetch(`${base}/WebBooking/WebBookings/${guid}/Clear`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: '{}',
            });
            phase.writes += 2;
          }
        }
      }
      const [from, to] = ranges[turn % ranges.length]!;
      const started = performance.now();
      const answer = await fetch(
        `${base}/WebBooking/dayStates?fromDate=${from}&toDate=${to}&unitId=1&includeAvailableSeats=true`,
        { headers },
      );
      await answer.arrayBuffer();
      phase.latencies.push(performance.now() - started);
      if (answer.ok) phase.answers += 1;
      else phase.failures += 1;
    }
  };
  await Promise.all(Array.from({ length: guests }, (_, index) => guest(index)));
  return phase;
}

function report(name: string, phase: Phase) {
  const sorted = [...phase.latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  console.log(
    `${name.padEnd(34)} ${(phase.answers / phase.seconds).toFixed(0).padStart(6)} answers/s` +
      `  p50 ${ms(median(sorted))}  p99 ${ms(percentile(sorted, 99))}` +
      `  failures ${phase.failures}  writes ${phase.writes}`,
  );
  return { perSecond: phase.answers / phase.seconds, p99: percentile(sorted, 99) };
}

async function main() {
  const seconds = argument('seconds', 8);
  const guests = argument('guests', 50);
  console.log(
    `dayStates, one month, ${guests} guests, ${seconds} s per phase, the API in its own process`,
  );
  const results: Record<string, { perSecond: number; p99: number }> = {};
  for (const [name, cache] of [
    ['cache on', 500],
    ['cache off', 0],
  ] as const) {
    for (const writing of [false, true]) {
      const api = await startApi(cache);
      try {
        const label = `${name}, ${writing ? 'with bookings' : 'reads only'}`;
        results[label] = report(label, await run(api.base, guests, seconds, writing));
      } finally {
        await api.close();
      }
    }
  }
  const busy = results['cache on, with bookings']!;
  const ok = busy.perSecond >= 100 && busy.p99 < 1000;
  console.log(
    `goal (issue 31): ≥ 100 answers/s and p99 < 1 s with bookings, cache on: ${ok ? 'met' : 'NOT met'}`,
  );
  if (!ok) process.exitCode = 1;
}

if (process.argv.includes('--serve')) {
  // The child: the API alone on a free port, its address on stdout.
  const { serve } = await import('@hono/node-server');
  const { createReferenceApi } = await import('../demo/api/app.ts');
  const { app } = createReferenceApi({
    dbPath: process.env.LOAD_DB!,
    dayStatesCacheEntries: Number(process.env.LOAD_CACHE),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.stdout.write(`${info.port}\n`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  await main();
}

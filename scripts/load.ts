// `npm run load`: the reference API under an open-loop load (issues 31 and 51). The API runs in
// its own process; this process plays guests who each send a request every few seconds on a
// fixed clock, whatever the answers do, and measures each answer from the time it was due (a
// slow answer delays nobody, so queues show). A guest's requests go round: a month of
// dayStates, a day's availableTimes, the next month, another day, a booking (then its Clear,
// sent on the answer and not measured). It prints p50/p95/p99 per request kind, the
// availability answers split by the API's X-Cache header: cold (any part computed: the first
// ask, or one after a booking, a release or the clock changed it) and cached (kept whole), for
// the small demo venue and a large venue with a year of history side by side, with the load
// average of the machine at the start and end of each phase. Options (defaults in brackets):
//   --seconds N    length of each venue's phase                          [20]
//   --guests N     guests                                               [50]
//   --every N      seconds between one guest's requests                 [2]
//   --sections N   the large venue's sections (100 start times a day)   [100]
//   --days N       days of history                                      [365]
//   --bookings N   bookings in the history                              [100000]
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeLargeDemo } from '../demo/seed/largeDemo.ts';
import { LARGE_SYSTEM } from '../demo/seed/largeVenue.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

interface Venue {
  name: string;
  system: string;
  unitId: number;
  /** The database to copy for each phase; none: a fresh one seeded from demo/seed/. */
  db?: string;
  seed?: string;
}

async function startApi(venue: Venue, dir: string, cacheEntries: number) {
  const db = path.join(dir, `phase-${venue.system}-${cacheEntries}-${Date.now()}.db`);
  if (venue.db) copyFileSync(venue.db, db);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'],
    {
      env: {
        ...process.env,
        LOAD_DB: db,
        LOAD_CACHE: String(cacheEntries),
        LOAD_SEED: venue.seed ?? '',
      },
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
    },
  };
}

/** A GET before the clock runs, tried again when a kept-alive connection was closed under it. */
async function getBefore(url: string, headers: Record<string, string>): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await fetch(url, { headers });
      await answer.clone().arrayBuffer();
      return answer;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const KINDS = ['dayStates month', 'availableTimes day', 'booking creation'] as const;
type Kind = (typeof KINDS)[number];
/** Latencies by kind and by cold (computed) or cached (kept); a booking is always computed. */
type Figures = Record<`${Kind}|${Temperature}`, { latencies: number[]; failures: number }>;
type Temperature = 'cold' | 'cached';
const TEMPERATURES: Temperature[] = ['cold', 'cached'];
/** As a browser asks: compressed answers. */
const ENCODINGS = { 'accept-encoding': 'br, gzip' };
const temperatureOf = (answer: Response): Temperature =>
  answer.headers.get('x-cache') === 'hit' ? 'cached' : 'cold';

const day = (add: number) => new Date(Date.now() + add * 86_400_000).toISOString().slice(0, 10);
const monthStart = (add: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add, 1))
    .toISOString()
    .slice(0, 10);
};

/**
 * Times a guest may book: every time for two on the next three days, asked (with a few months)
 * before the clock runs.
 */
async function bookable(base: string, venue: Venue) {
  const found: { ruleId: number; start: string; date: string }[] = [];
  for (const date of [day(1), day(2), day(3)]) {
    const answer = await getBefore(
      `${base}/WebBooking/availableTimes?date=${date}&unitId=${venue.unitId}`,
      { system: venue.system },
    );
    const units = (await answer.json()) as {
      sections: {
        timeSets: { id: number; times: { start: string; availableSeats: number[] }[] }[];
      }[];
    }[];
    for (const set of units.flatMap((unit) => unit.sections.flatMap((s) => s.timeSets))) {
      for (const time of set.times) {
        if (time.availableSeats.includes(2))
          found.push({ ruleId: set.id, start: time.start, date });
      }
    }
  }
  if (found.length === 0) throw new Error(`${venue.name}: no bookable time on the next days`);
  // Warm up: the first answers of a fresh process compile the code they run (seconds on a
  // large venue), which is not what a guest of a running API waits for.
  for (const add of [0, 1, 0, 1]) {
    await getBefore(
      `${base}/WebBooking/dayStates?fromDate=${monthStart(add)}&toDate=${monthStart(add + 1)}&unitId=${venue.unitId}&includeAvailableSeats=true`,
      { system: venue.system },
    );
  }
  return found;
}

/** One guest's request at a turn: what it asks, and the work done on the answer. */
function request(
  base: string,
  venue: Venue,
  times: Awaited<ReturnType<typeof bookable>>,
  clears: Promise<unknown>[],
) {
  const headers = { system: venue.system, ...ENCODINGS };
  const json = { system: venue.system, 'content-type': 'application/json' };
  return async (
    guest: number,
    turn: number,
  ): Promise<{ kind: Kind; temperature: Temperature; ok: boolean }> => {
    const step = (guest + turn) % 5;
    if (step === 0 || step === 2) {
      const from = monthStart(step === 0 ? 0 : 1);
      const to = monthStart(step === 0 ? 1 : 2);
      const answer = await fetch(
        `${base}/WebBooking/dayStates?fromDate=${from}&toDate=${to}&unitId=${venue.unitId}&includeAvailableSeats=true`,
        { headers },
      );
      await answer.arrayBuffer();
      return { kind: 'dayStates month', temperature: temperatureOf(answer), ok: answer.ok };
    }
    if (step === 1 || step === 3) {
      const date = day(1 + ((guest + turn) % 7));
      const answer = await fetch(
        `${base}/WebBooking/availableTimes?date=${date}&unitId=${venue.unitId}`,
        { headers },
      );
      await answer.arrayBuffer();
      return { kind: 'availableTimes day', temperature: temperatureOf(answer), ok: answer.ok };
    }
    const time = times[(guest * 7919 + turn * 104_729) % times.length]!;
    const created = await fetch(`${base}/WebBooking/WebBookings`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        unitId: venue.unitId,
        guests: 2,
        date: time.date,
        times: [{ ruleId: time.ruleId, start: time.start }],
      }),
    });
    const body = (await created.json()) as { guid?: string };
    if (created.ok && body.guid) {
      // Not measured: it frees the lane, so the venue does not fill up during the phase. The
      // phase waits for it before the API stops.
      clears.push(
        fetch(`${base}/WebBooking/WebBookings/${body.guid}/Clear`, {
          method: 'POST',
          headers: json,
          body: '{}',
        })
          .then((answer) => answer.arrayBuffer())
          .catch(() => undefined),
      );
    }
    return { kind: 'booking creation', temperature: 'cold', ok: created.ok };
  };
}

/** Sends every guest's requests on the clock for `seconds`, each measured from when it was due. */
async function openLoop(base: string, venue: Venue, options: Options): Promise<Figures> {
  const figures = Object.fromEntries(
    KINDS.flatMap((kind) =>
      TEMPERATURES.map((t) => [`${kind}|${t}`, { latencies: [] as number[], failures: 0 }]),
    ),
  ) as Figures;
  const clears: Promise<unknown>[] = [];
  const ask = request(base, venue, await bookable(base, venue), clears);
  const everyMs = options.every * 1000;
  const start = performance.now() + 100;
  const due: { at: number; guest: number; turn: number }[] = [];
  for (let guest = 0; guest < options.guests; guest += 1) {
    // Guests start spread over one interval, so the arrivals are even.
    const offset = (guest / options.guests) * everyMs;
    for (let turn = 0; offset + turn * everyMs < options.seconds * 1000; turn += 1) {
      due.push({ at: start + offset + turn * everyMs, guest, turn });
    }
  }
  due.sort((a, b) => a.at - b.at);
  const pending: Promise<void>[] = [];
  for (const { at, guest, turn } of due) {
    const wait = at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      ask(guest, turn).then(
        ({ kind, temperature, ok }) => {
          figures[`${kind}|${temperature}`].latencies.push(performance.now() - at);
          if (!ok) figures[`${kind}|${temperature}`].failures += 1;
        },
        () => {
          const kind = KINDS[[0, 1, 0, 1, 2][(guest + turn) % 5]!]!;
          figures[`${kind}|cold`].latencies.push(performance.now() - at);
          figures[`${kind}|cold`].failures += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  await Promise.all(clears);
  return figures;
}

interface Options {
  seconds: number;
  guests: number;
  every: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function row(figures: Figures[keyof Figures] | undefined) {
  if (!figures || figures.latencies.length === 0) return '—'.padStart(6).padEnd(34);
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const ms = (p: number) => percentile(sorted, p).toFixed(0).padStart(6);
  return `${ms(50)} ${ms(95)} ${ms(99)} ${String(figures.failures).padStart(5)} ${String(sorted.length).padStart(5)}`;
}

const ROWS = KINDS.flatMap((kind): { kind: Kind; temperature: Temperature; label: string }[] =>
  kind === 'booking creation'
    ? [{ kind, temperature: 'cold' as const, label: '' }]
    : TEMPERATURES.map((temperature) => ({ kind, temperature, label: temperature })),
);

function report(venues: Venue[], results: Map<string, Phase>, goals: Record<Kind, number>) {
  const head = (name: string) => name.slice(0, 34).padEnd(34);
  console.log(`\n${''.padEnd(27)}| ${venues.map((venue) => head(venue.name)).join(' | ')}`);
  console.log(
    `${'request'.padEnd(19)}${'answer'.padEnd(8)}| ${venues.map(() => '   p50    p95    p99  fail     n').join(' | ')}`,
  );
  for (const { kind, temperature, label } of ROWS) {
    const cells = venues.map((venue) =>
      row(results.get(venue.name)?.figures[`${kind}|${temperature}`]),
    );
    console.log(`${kind.padEnd(19)}${label.padEnd(8)}| ${cells.join(' | ')}`);
  }
  const load = (venue: Venue) => {
    const phase = results.get(venue.name);
    return head(phase ? `${phase.load[0].toFixed(2)} → ${phase.load[1].toFixed(2)}` : '');
  };
  console.log(`${'load average (1 min)'.padEnd(27)}| ${venues.map(load).join(' | ')}`);
  const large = results.get(venues.at(-1)!.name)!.figures;
  const misses = ROWS.flatMap(({ kind, temperature }) => {
    const sorted = [...large[`${kind}|${temperature}`].latencies].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    return p95 <= goals[kind] ? [] : [`${kind} ${temperature} p95 ${p95.toFixed(0)} ms`];
  });
  console.log(
    `\ngoal (issue 51), large venue p95: dayStates and availableTimes ≤ 100 ms, booking ≤ 50 ms: ` +
      (misses.length === 0 ? 'met' : `NOT met (${misses.join(', ')})`),
  );
}

interface Phase {
  figures: Figures;
  /** The 1-minute load average at the start and the end of the phase. */
  load: [number, number];
}

async function main() {
  const options: Options = {
    seconds: argument('seconds', 20),
    guests: argument('guests', 50),
    every: argument('every', 2),
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'booking-load-'));
  try {
    const sections = argument('sections', 100);
    const large = writeLargeDemo({
      dir,
      dbPath: path.join(dir, 'large.db'),
      sections,
      days: argument('days', 365),
      bookings: argument('bookings', 100_000),
    });
    const { counts } = large;
    const venues: Venue[] = [
      { name: 'small: se_demo 1', system: 'se_demo', unitId: 1 },
      {
        name: `large: ${sections} sections, ${Math.round(counts.bookings / 1000)}k bookings`,
        system: LARGE_SYSTEM,
        unitId: 100,
        db: large.dbPath,
        seed: large.seedFile,
      },
    ];
    console.log(
      `Large venue: ${sections} sections × 100 times a day, ${counts.bookings} bookings, ` +
        `${counts.waitList} waiting-list entries, ${counts.inquiries} requests (written in ${(large.ms / 1000).toFixed(1)} s)`,
    );
    console.log(
      `Open loop: ${options.guests} guests, each one request every ${options.every} s ` +
        `(${(options.guests / options.every).toFixed(0)}/s), ${options.seconds} s per phase, ` +
        'latency in ms from the time a request was due; the API in its own process',
    );
    const results = new Map<string, Phase>();
    for (const venue of venues) {
      const api = await startApi(venue, dir, 500);
      try {
        const before = loadavg()[0]!;
        const figures = await openLoop(api.base, venue, options);
        results.set(venue.name, { figures, load: [before, loadavg()[0]!] });
      } finally {
        await api.close();
      }
    }
    report(venues, results, {
      'dayStates month': 100,
      'availableTimes day': 100,
      'booking creation': 50,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) {
  // The child: the API alone on a free port, its address on stdout.
  const { serve } = await import('@hono/node-server');
  const { createReferenceApi } = await import('../demo/api/app.ts');
  const seed = process.env.LOAD_SEED;
  const { app } = createReferenceApi({
    dbPath: process.env.LOAD_DB!,
    dayStatesCacheEntries: Number(process.env.LOAD_CACHE),
    ...(seed ? { seedFiles: seed.split(',') } : {}),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.stdout.write(`${info.port}\n`);
  });
  // Node closes a kept-alive connection after 5 s idle, sometimes just as the client reuses it.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 60_000;
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  await main();
}

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { LIMITS } from '../../shared/contract/limits.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { defaultSeedFiles, isEmpty, readSeed, writeSeed } from '../seed/loadSeed.ts';
import { ApiError, BookingNotFound, TooManyGuesses, UnitNotFound } from './apiError.ts';
import { apiRoutes } from './apiRoutes.ts';
import { createAvailabilityCache } from './availabilityCache.ts';
import { createClock } from './clock.ts';
import { createGuessLimit } from './guessLimit.ts';
import { controlRoutes } from './controlRoutes.ts';
import { expireStale } from './bookingStore.ts';
import { faultInjection, type FaultList } from './faults.ts';
import { lowerPath } from './http.ts';
import { idempotency } from './idempotency.ts';
import { imageSvg } from './images.ts';
import type { ApiState } from './state.ts';
import { terminalRoutes } from './terminal.ts';

export interface ReferenceApiOptions {
  /** SQLite file, or ':memory:' for tests. @default process.env.DEMO_DB ?? 'demo/data/demo.db' */
  dbPath?: string;
  /** Seed files to load. @default process.env.DEMO_SEED (comma-separated) or demo/seed/*.json */
  seedFiles?: string[];
  /** Mount the test controls under /demo/control/. @default process.env.DEMO_CONTROLS === '1' */
  controls?: boolean;
  /** Source of the initial clock, epoch ms. @default the real clock */
  now?: () => number;
  /** Origin used in absolute URLs (terminal, images). @default the request's origin */
  publicOrigin?: string;
  /**
   * How answers write date-times: 'utc' (`…T17:00:00.000Z`) or 'local', the venue's wall clock
   * without an offset and with seven fraction digits, as a .NET API writes it. Requests are read
   * in both forms either way. @default process.env.DEMO_TIME_FORMAT === 'local' ? 'local' : 'utc'
   */
  timeFormat?: 'utc' | 'local';
  /**
   * Whether availability (dayStates, availableTimes) and venues are kept between requests until
   * a write or the clock changes them (issue 51); 0 keeps none, for the tests that compare a
   * kept answer with a computed one. Any other number keeps them. @default 500
   */
  dayStatesCacheEntries?: number;
}

const KNOWN_METHODS = new Set(['GET', 'POST', 'PUT', 'OPTIONS', 'HEAD']);

/**
 * DEMO_TIME_FORMAT: unset or `offset` writes UTC with Z (the default), `local` the .NET form.
 * @internal Exported for its tests.
 */
export function timeFormatOf(value: string | undefined): 'utc' | 'local' {
  if (value === undefined || value === '' || value === 'offset') return 'utc';
  if (value === 'local') return 'local';
  throw new Error(`DEMO_TIME_FORMAT: expected offset or local, got ${JSON.stringify(value)}`);
}

/** True for the paths the reference API answers; the demo server serves everything else. */
export function handles(pathname: string): boolean {
  return /^\/(api|demo)\//i.test(pathname);
}

/** The reference booking API of DESIGN §4: throws a SeedError naming the field for a bad seed. */
export function createReferenceApi(options: ReferenceApiOptions = {}): {
  app: Hono;
  close(): void;
} {
  const seed = readSeed(options.seedFiles ?? defaultSeedFiles());
  const db = openDatabase(options.dbPath ?? process.env.DEMO_DB ?? 'demo/data/demo.db');
  // Before the seed is written: it defines the function the database's triggers report to.
  const availability = createAvailabilityCache(db, options.dayStatesCacheEntries !== 0);
  const clock = createClock(options.now);
  // Seeded once: a restart keeps every booking, charge and idempotency key (DESIGN §4).
  if (isEmpty(db)) writeSeed(db, seed, clock.now());
  const faults: FaultList = { faults: [] };
  const state: ApiState = {
    db,
    clock,
    seed,
    faults,
    publicOrigin: options.publicOrigin?.replace(/\/$/, ''),
    timeForm: options.timeFormat ?? timeFormatOf(process.env.DEMO_TIME_FORMAT),
    availability,
    guesses: createGuessLimit(),
  };
  const controlsOn = options.controls ?? process.env.DEMO_CONTROLS === '1';

  // Paths are matched case-insensitively (DESIGN §3): routing sees the lower-cased path.
  const app = new Hono({ getPath: (request) => lowerPath(request.url) });
  app.onError((error, c) => {
    if (error instanceof UnitNotFound) return c.text('Unit does not exist', 404);
    if (error instanceof BookingNotFound) return c.json({ code: 0, message: error.message }, 404);
    if (error instanceof TooManyGuesses) {
      return c.json({ code: 0, message: error.message }, 429, {
        'retry-after': String(error.retryAfterSeconds),
      });
    }
    if (error instanceof ApiError) {
      return c.json(
        { code: error.code, message: error.message, paymentError: error.paymentError },
        error.status,
      );
    }
    console.error(error);
    return c.json({ code: 0, message: 'Internal error' }, 500);
  });
  // Unknown routes and methods answer JSON like every other error (issue 15).
  app.notFound((c) =>
    KNOWN_METHODS.has(c.req.method)
      ? c.json({ code: 0, message: `No route ${c.req.method} ${new URL(c.req.url).pathname}` }, 404)
      : c.json({ code: 0, message: `Method ${c.req.method} is not allowed` }, 405, {
          allow: [...KNOWN_METHODS].join(', '),
        }),
  );
  app.get('/api/health', (c) => c.json({ ok: true }));

  app.use(
    '/api/*',
    cors({
      origin: '*',
      allowHeaders: ['system', 'Idempotency-Key', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
      exposeHeaders: ['Idempotency-Replayed'],
      maxAge: 600,
    }),
  );
  app.use('/api/*', faultInjection(faults));
  // Bodies are read whole before parsing: a bound keeps one request from taking the server.
  // The test controls (off in production) may inject larger answers.
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: LIMITS.bodyBytes,
      onError: (c) =>
        c.json(
          { code: 0, message: `Request body too large (over ${LIMITS.bodyBytes} bytes)` },
          413,
        ),
    }),
  );
  app.use('/api/v1/*', async (c, next) => {
    if (!c.req.header('system'))
      return c.json({ code: 0, message: 'system: the system header is required' }, 400);
    expireStale(db, clock.now());
    return next();
  });
  app.use('/api/v1/*', idempotency(db, clock));
  app.route('/api/v1', apiRoutes(state));

  // Images fail on demand too (a fault whose pattern matches /demo/images/): doc 2 §8.
  app.use('/demo/images/*', faultInjection(faults));
  app.get('/demo/images/:name', (c) => {
    const svg = imageSvg(c.req.param('name'));
    if (!svg) return c.text('Not found', 404);
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=3600',
    });
  });
  app.route('/', terminalRoutes(state));
  if (controlsOn) app.route('/', controlRoutes(state));

  return { app, close: () => db.close() };
}

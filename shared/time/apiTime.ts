/*
 * The one place that reads the booking API's date-times (issue 30, DESIGN §3); writing is
 * writeApiTime.ts beside it.
 *
 * The API may write an instant with an offset (`2026-12-01T17:00:00.000Z`, `…18:00:00+01:00`)
 * or, as .NET does with a local DateTime, the venue's wall clock with none
 * (`2026-12-01T18:00:00`, `2026-12-01T18:00:00.0000000`). A time without an offset is the
 * venue's wall time, read in the venue's zone, never in the guest's.
 *
 * Intl, not luxon, for the reading itself: the contract checks every answer with this grammar
 * before the first step, and luxon loads lazily with the screens that need it (DESIGN §6).
 * Luxon stays the date library for arithmetic in the venue's zone (calendar months, the offer's
 * lock point, the .ics), fed with the instants read here.
 */

/** An injected `now` or an API date-time: epoch milliseconds or a string of the API. */
export type Instant = string | number;

/** An API date-time read in the venue's zone. */
export interface VenueTime {
  /** The instant, epoch milliseconds. */
  ms: number;
  /** The venue's calendar date, YYYY-MM-DD. */
  date: string;
  /** The venue's wall clock, HH:mm. */
  time: string;
}

/** A string that is not a date-time of the API. */
export class ApiTimeError extends RangeError {
  // The message is the value refused.
  override readonly name = 'ApiTimeError';
}

// YYYY-MM-DDTHH:mm, optional seconds with 0 to 7 fraction digits, optional Z or ±HH:mm / ±HHmm.
const FORM = /^(\d{4}-\d\d-\d\dT\d\d:\d\d)(?::(\d\d)(?:\.(\d{1,7}))?)?(Z|[+-]\d\d:?\d\d)?$/;
const DAY = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * Issue 51: a large venue's day is 10,000 slots, each read several times, and one Intl format
 * costs tens of µs on a phone. Zones change their offset only at whole quarter hours, so the
 * offset of a quarter hour is read once; and a string of the API is checked once, and read once
 * per zone. All are caches of pure answers, emptied when they grow past CACHE_SIZE.
 */
const CACHE_SIZE = 50_000;
const QUARTER = 900_000;
const offsets = new Map<string, number>();
const reads = new Map<string, VenueTime>();
const valid = new Map<string, boolean>();

/** `make()` under `key` in `cache`, made once (a throw caches nothing). */
function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  if (cache.size >= CACHE_SIZE) cache.clear();
  const value = make();
  cache.set(key, value);
  return value;
}

/**
 * The wall clock written in `value` as if it were UTC, and the instant when it has an offset
 * (null: none). Undefined when it is no API date-time.
 */
function fields(value: string): [wall: number, instant: number | null] | undefined {
  const m = FORM.exec(value);
  if (!m) return;
  // Date.parse reads the ECMAScript form alone: three fraction digits, an offset with a colon.
  const text = `${m[1]}:${m[2] ?? '00'}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}`;
  const wall = Date.parse(`${text}Z`);
  const offset = m[4];
  const instant = offset
    ? Date.parse(text + (offset === 'Z' ? offset : `${offset.slice(0, 3)}:${offset.slice(-2)}`))
    : null;
  // NaN: month 13 or offset +25:00. 30 February and 24:00 roll over into another day, so the
  // text must also survive the round trip.
  if (wall !== wall || instant !== instant) return;
  if (new Date(wall).toISOString().slice(0, 23) === text) return [wall, instant];
}

function format(timeZone: string): Intl.DateTimeFormat {
  return cached(
    formats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      }),
  );
}

/**
 * The zone the venue's times are read in: `timeZone` when the platform knows it, else UTC, so
 * that a time without an offset still shows the wall clock the API wrote (docs/decisions.md).
 */
export function zoneOrUtc(timeZone: string): string {
  try {
    format(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The venue's wall clock at instant `ms`, as the epoch ms of that wall clock in UTC. */
export function wallAt(ms: number, timeZone: string): number {
  const quarter = Math.floor(ms / QUARTER) * QUARTER;
  return (
    ms + cached(offsets, `${timeZone}|${quarter}`, () => formatWall(quarter, timeZone) - quarter)
  );
}

function formatWall(ms: number, timeZone: string): number {
  // en-US writes M/D/YYYY, HH:mm. Offsets are whole minutes, so seconds are the instant's.
  const [month, day, year, hour, minute] = format(timeZone)
    .format(ms)
    .match(/\d+/g)!
    .map(Number) as [number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute) + (((ms % 60_000) + 60_000) % 60_000);
}

/**
 * The instant of a venue wall clock. Where the clocks went back and the wall time happens
 * twice, the first; where they went forward and it never happens, the instant the same
 * distance after the change (02:30 on the last Sunday of March in Stockholm is 03:30 CEST).
 */
function instantOfWall(wall: number, timeZone: string): number {
  const before = wall - wallAt(wall - DAY, timeZone) + wall - DAY;
  const after = wall - wallAt(wall + DAY, timeZone) + wall + DAY;
  return (
    [Math.min(before, after), Math.max(before, after)].find(
      (ms) => wallAt(ms, timeZone) === wall,
    ) ?? before
  );
}

/** True for a date-time the API may write (the contract's check, see readApiTime). */
export function isApiTime(value: string): boolean {
  return cached(valid, value, () => !!fields(value));
}

/** True for a calendar day that exists, written YYYY-MM-DD (so 2025-02-29 is false). */
export function isApiDate(value: string): boolean {
  return isApiTime(`${value}T00:00`);
}

/** The venue's date and wall clock at an instant. */
export function venueTime(ms: number, timeZone: string): VenueTime {
  const wall = new Date(wallAt(ms, timeZone)).toISOString();
  return { ms, date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/**
 * Reads an API date-time: its own offset when it has one, otherwise the venue's wall clock in
 * `timeZone`. Throws ApiTimeError for anything but YYYY-MM-DDTHH:mm[:ss[.f]] with 0 to 7
 * fraction digits and an optional Z or ±HH:mm.
 */
export function readApiTime(value: string, timeZone: string): VenueTime {
  return {
    ...cached(reads, `${timeZone}|${value}`, () => {
      const read = fields(value);
      if (!read) throw new ApiTimeError(value);
      return venueTime(read[1] ?? instantOfWall(read[0], timeZone), timeZone);
    }),
  };
}

/** Epoch milliseconds of an injected `now` (as it is) or of an API date-time (readApiTime). */
export function instantMs(value: Instant, timeZone: string): number {
  return typeof value === 'number' ? value : readApiTime(value, timeZone).ms;
}

import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Db } from '../db/openDatabase.ts';
import type { ApiTimeForm } from '../../shared/time/writeApiTime.ts';
import { createAvailabilityVersions } from './availabilityVersions.ts';
import { loadVenue, type Venue } from './venue.ts';

/** A computed part of an answer, and the instants [from, until) over which it holds. */
export interface Timed<T> {
  value: T;
  from: number;
  until: number;
}

interface Part extends Timed<unknown> {
  version: number;
  /** Unique to this computation: a body made of the same stamps is the same body. */
  stamp: number;
}

/** One request's reads of parts: which it used, and whether any had to be computed. */
export interface PartReader {
  /** The parts of one kind, venue and day (`group`), by section. */
  part<T>(group: string, sectionId: number, version: number, compute: () => Timed<T>): T;
  readonly stamps: number[];
  computed: boolean;
  /** The instants over which every part read holds. */
  from: number;
  until: number;
}

/** Where an answer's body reads, to tell whether it still holds without reading its parts. */
export interface Reach {
  system: string;
  unitId: number;
  /** The span of holds its days read. */
  fromMs: number;
  toMs: number;
}

/** A whole answer as sent: its JSON, its ETag, and its compressed forms once asked for. */
export interface Body {
  json: string;
  etag: string;
  stamps: number[];
  encoded: Map<string, Buffer>;
  /** The last change before it was made, what it read and the instants it holds over. */
  seen: number;
  reach: Reach;
  from: number;
  until: number;
}

/** A Map that forgets its least recently used entry past `max`. */
function recent<V>(max: number) {
  const map = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = map.get(key);
      if (value !== undefined) {
        map.delete(key);
        map.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      map.delete(key);
      map.set(key, value);
      if (map.size > max) map.delete(map.keys().next().value!);
    },
  };
}

const sameStamps = (a: number[], b: number[]) =>
  a.length === b.length && a.every((stamp, index) => stamp === b[index]);

/**
 * Issue 51: what the availability answers are made of, kept until a write or the clock could
 * change it (docs/reference-api.md "Under load"). Parts (a section's day of dayStates, a
 * section's times of a day as JSON) are kept with the version of what they read
 * (availabilityVersions.ts) and the instants they hold for; an answer's body (JSON, ETag,
 * compressed bytes) is kept while it is made of the same parts. `enabled: false` keeps
 * nothing: every answer is computed, as the contract tests' reference does.
 */
export function createAvailabilityCache(db: Db, enabled = true) {
  const versions = createAvailabilityVersions(db);
  const instance = randomBytes(4).toString('hex');
  const venues = new Map<string, { version: number; venue: Venue | null }>();
  // Parts by kind, venue and day, then by section: one string key per day a request reads.
  const parts = recent<Map<number, Part>>(enabled ? 400 : 0);
  const bodies = recent<Body>(enabled ? 48 : 0);
  let stamps = 0;
  let etags = 0;

  return {
    versions,
    /** The venue as loadVenue reads it, read again only after its unit changed. */
    venue(system: string, unitId: number, timeForm: ApiTimeForm): Venue | null {
      const key = `${system.toLowerCase()}|${unitId}|${timeForm}`;
      const version = versions.unit(system, unitId);
      const kept = venues.get(key);
      if (enabled && kept?.version === version) return kept.venue;
      const venue = loadVenue(db, system, unitId, timeForm);
      if (enabled) venues.set(key, { version, venue });
      return venue;
    },
    reader(now: number): PartReader {
      let lastGroup = '';
      let sections = new Map<number, Part>();
      const reader: PartReader = {
        stamps: [],
        computed: false,
        from: -Infinity,
        until: Infinity,
        part<T>(group: string, sectionId: number, version: number, compute: () => Timed<T>): T {
          if (group !== lastGroup) {
            lastGroup = group;
            const found = parts.get(group);
            if (found) sections = found;
            else parts.set(group, (sections = new Map()));
          }
          let kept = sections.get(sectionId);
          if (!kept || kept.version !== version || now < kept.from || now >= kept.until) {
            kept = { ...compute(), version, stamp: (stamps += 1) };
            sections.set(sectionId, kept);
            reader.computed = true;
          }
          reader.stamps.push(kept.stamp);
          if (kept.from > reader.from) reader.from = kept.from;
          if (kept.until < reader.until) reader.until = kept.until;
          return kept.value as T;
        },
      };
      return reader;
    },
    /**
     * The kept body of `key` if nothing it reads changed since it was made and `now` is within
     * the instants it holds over: no part is read (issue 51: a month of a large venue has
     * 3,000 parts).
     */
    kept(key: string, now: number): Body | undefined {
      const body = bodies.get(key);
      if (!body || now < body.from || now >= body.until) return undefined;
      const { system, unitId, fromMs, toMs } = body.reach;
      return versions.range(system, unitId, fromMs, toMs) <= body.seen ? body : undefined;
    },
    /** The kept body of `key` when made of the same parts, else `make()`'s, kept. */
    body(
      key: string,
      reader: PartReader,
      reach: Reach,
      make: () => string,
    ): { body: Body; kept: boolean } {
      const kept = bodies.get(key);
      if (kept && !reader.computed && sameStamps(kept.stamps, reader.stamps)) {
        return { body: kept, kept: true };
      }
      const body = {
        json: make(),
        etag: `"${instance}-${(etags += 1).toString(36)}"`,
        stamps: reader.stamps,
        encoded: new Map<string, Buffer>(),
        seen: versions.last,
        reach,
        from: reader.from,
        until: reader.until,
      };
      bodies.set(key, body);
      return { body, kept: false };
    },
  };
}

export type AvailabilityCache = ReturnType<typeof createAvailabilityCache>;

/**
 * The body compressed as the request accepts, once per body: brotli or gzip at their fastest
 * setting (a day of a large venue, 2.9 MB of JSON, in under 10 ms to about 130 KB; a higher
 * setting takes 30 ms or more, paid again after every booking of that day).
 */
export function encodedBody(body: Body, acceptEncoding: string | undefined) {
  const accepts = acceptEncoding ?? '';
  const encoding =
    body.json.length < 1024
      ? null
      : /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : null;
  if (!encoding) return { encoding, bytes: body.json };
  let bytes = body.encoded.get(encoding);
  if (!bytes) {
    const raw = Buffer.from(body.json);
    bytes =
      encoding === 'br'
        ? brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 1,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : gzipSync(raw, { level: 1 });
    body.encoded.set(encoding, bytes);
  }
  return { encoding, bytes };
}

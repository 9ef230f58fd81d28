import type { DayState } from '../../shared/contract/index.ts';
import type { Db } from '../db/openDatabase.ts';

/**
 * dayStates answers, kept until the database or the clock's minute changes (issue 31: a
 * month is recomputed from every rule, booking and closure, which took 40–80 ms).
 *
 * - The database: SQLite counts every row this connection has inserted, updated or deleted
 *   (`total_changes()`). The reference API is the only writer of its file, so a different
 *   count means a booking, a hold that expired, a closure or a reset, and the answer is
 *   computed again. Nothing has to remember to clear the cache.
 * - The clock: what is bookable moves with time (cut-offs, starts, today, the booking
 *   window), at whole minutes of the venue's rules. An answer serves the open minute it was
 *   computed in; an instant exactly on a minute (where `now > cut-off` and `now >= start`
 *   differ) is a key of its own, so a cached answer is always the one computing would give.
 */
export function createDayStatesCache(db: Db, maxEntries = 500) {
  // maxEntries 0 keeps nothing: the contract tests compare a cached API with such a one.
  const changes = db.prepare('SELECT total_changes()').pluck();
  const entries = new Map<string, { version: string; answer: DayState[] }>();
  return {
    answer(key: string, now: number, compute: () => DayState[]): DayState[] {
      const minute = now % 60_000 === 0 ? `=${now}` : `~${Math.floor(now / 60_000)}`;
      const version = `${String(changes.get())}@${minute}`;
      if (maxEntries === 0) return compute();
      const kept = entries.get(key);
      if (kept?.version === version) return kept.answer;
      const answer = compute();
      entries.delete(key);
      entries.set(key, { version, answer });
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return answer;
    },
    get size() {
      return entries.size;
    },
  };
}

export type DayStatesCache = ReturnType<typeof createDayStatesCache>;

import { rmSync } from 'node:fs';
import { openDatabase } from '../db/openDatabase.ts';
import { writeHistory, type HistoryCounts, type HistoryOptions } from './history.ts';
import { writeLargeVenueSeed } from './largeVenue.ts';
import { readSeed, writeSeed } from './loadSeed.ts';

export interface LargeDemoOptions extends HistoryOptions {
  /** Folder for the seed file. */
  dir: string;
  /** The database file; an existing one is replaced. */
  dbPath: string;
  /** @default 100 */
  sections?: number;
  /** Start times a day per section. @default 100 */
  timesPerDay?: number;
  /** Minutes between start times. @default 10 */
  everyMinutes?: number;
  /** @default true */
  isActivityVenue?: boolean;
  /** Articles on the venue's menu. @default 0 */
  articles?: number;
  /** Today, for the history's dates. @default Date.now() */
  now?: number;
}

export interface LargeDemo {
  seedFile: string;
  dbPath: string;
  counts: HistoryCounts;
  /** How long writing the seed and the history took. */
  ms: number;
}

/**
 * The large venue of issue 51 with its history, in a database of its own: `npm run demo:seed`,
 * `npm run load` and the contract tests make it. The API started on `dbPath` with `seedFile`
 * finds it seeded and keeps it (docs/reference-api.md, "A large venue").
 */
export function writeLargeDemo(options: LargeDemoOptions): LargeDemo {
  const started = performance.now();
  const seedFile = writeLargeVenueSeed(options.dir, {
    sections: options.sections ?? 100,
    timesPerDay: options.timesPerDay ?? 100,
    everyMinutes: options.everyMinutes ?? 10,
    isActivityVenue: options.isActivityVenue ?? true,
    articles: options.articles ?? 0,
  });
  for (const suffix of ['', '-wal', '-shm']) rmSync(options.dbPath + suffix, { force: true });
  const db = openDatabase(options.dbPath);
  // Random guids land all over the primary key's tree: a large page cache keeps the writes in
  // memory until the one commit (a 2 MB cache made it several times slower).
  db.pragma('cache_size = -65536');
  try {
    const units = readSeed([seedFile]);
    const now = options.now ?? Date.now();
    writeSeed(db, units, now);
    const counts = writeHistory(db, units[0]!, now, options);
    db.pragma('wal_checkpoint(TRUNCATE)');
    return { seedFile, dbPath: options.dbPath, counts, ms: performance.now() - started };
  } finally {
    db.close();
  }
}

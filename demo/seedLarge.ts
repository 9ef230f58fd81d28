// `npm run demo:seed`: a large venue with a history, in a database of its own (issue 51). Then
// `npm run serve:large` (or `DEMO_DB=… DEMO_SEED=… npm start`, as printed) runs the demo on it.
// Options (defaults in brackets):
//   --sections N      sections (activities), 4 lanes each            [100]
//   --times N         start times a day per section, from 07:00      [100]
//   --every N         minutes between start times                    [10]
//   --days N          days of history                                [365]
//   --future N        of those, days from today on                   [60]
//   --bookings N      bookings that hold a lane                      [100000]
//   --wait-list N     waiting-list entries                           [bookings / 20]
//   --inquiries N     booking requests                               [bookings / 20]
//   --seed N          the generator's seed: the same seed, the same history   [51]
//   --restaurant      a restaurant (rooms of tables) instead of activities
//   --db PATH         the database file, replaced                    [demo/data/large.db]
//   --dir PATH        the folder for the seed file                   [demo/data/large]
import { writeLargeDemo } from './seed/largeDemo.ts';
import { LARGE_SYSTEM } from './seed/largeVenue.ts';

const args = process.argv.slice(2);
const text = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1]! : fallback;
};
const number = (name: string, fallback?: number) => {
  const value = text(name, fallback === undefined ? '' : String(fallback));
  if (value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`--${name}: expected a whole number`);
  return parsed;
};

const result = writeLargeDemo({
  dir: text('dir', 'demo/data/large'),
  dbPath: text('db', 'demo/data/large.db'),
  sections: number('sections', 100),
  timesPerDay: number('times', 100),
  everyMinutes: number('every', 10),
  days: number('days', 365),
  futureDays: number('future', 60),
  bookings: number('bookings', 100_000),
  waitList: number('wait-list'),
  inquiries: number('inquiries'),
  seed: number('seed', 51),
  isActivityVenue: !args.includes('--restaurant'),
});
const { counts } = result;
console.log(
  `Wrote ${result.dbPath} in ${(result.ms / 1000).toFixed(1)} s: ${counts.bookings} bookings, ` +
    `${counts.waitList} waiting-list entries, ${counts.inquiries} booking requests` +
    (counts.skipped > 0 ? ` (${counts.skipped} bookings found no free lane)` : ''),
);
console.log(`Seed file: ${result.seedFile}`);
console.log(`Run the demo on it:  DEMO_DB=${result.dbPath} DEMO_SEED=${result.seedFile} npm start`);
console.log(`Full-page widget:    http://127.0.0.1:8080/${LARGE_SYSTEM}/100`);

// `npm run bench`: the run-time figures of DESIGN §6, measured in Debian's Chromium against the
// demo server: sequential round trips before the first step is interactive (inline embed), and
// duplicate API requests during a full booking flow. Also prints the JS sizes from the manifest.
// Exits 1 when a budget is broken.
import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { build } from '../build.mjs';
import { ensureChromium } from '../test/browser/chromium.ts';
import { startHarness } from '../test/browser/harness.ts';
import { measure } from './sizeBudgets.mjs';
import { roundTrips, type Timed } from './roundTrips.ts';

const BUDGET = { roundTrips: 3, duplicates: 0 };
const GOAL = { roundTrips: 2, duplicates: 0 };
// Tuesday 1 December 2026, 08:00 Stockholm: the seed's days land on known dates.
const NOW = Date.parse('2026-12-01T07:00:00Z');

function record(page: Page) {
  const timings: Timed[] = [];
  const started = new Map<Request, number>();
  page.on('request', (r) => started.set(r, performance.now()));
  page.on('requestfinished', (r) =>
    timings.push({
      url: r.url(),
      method: r.method(),
      start: started.get(r) ?? 0,
      end: performance.now(),
    }),
  );
  return timings;
}

const widgetRequest = (url: string) =>
  /\/(loader\.js|widget-[^/]+\.js|chunks\/|locales\/|api\/)/i.test(new URL(url).pathname);

ensureChromium();
await build();
const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8'));
const sizes = measure(manifest);
const harness = await startHarness({ now: () => NOW });
let failed = false;
try {
  const page = await harness.newPage();
  await page.clock.setFixedTime(NOW);
  const timings = record(page);
  await page.goto('/site/inline.html');
  await page.getByRole('button', { name: '2 guests', exact: true }).waitFor();
  const trips = roundTrips(timings.filter((t) => widgetRequest(t.url)));

  // A full booking flow: guests, children, date, time, up to the details step.
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(`${r.method()} ${r.url()}`);
  });
  await page.getByRole('button', { name: '2 guests', exact: true }).click();
  await page.getByRole('button', { name: '0 children' }).click();
  await page
    .getByRole('gridcell')
    .getByRole('button', { name: / 2 December 2026/ })
    .click();
  await page
    .getByRole('button', { name: /^18:00/ })
    .first()
    .click();
  await page.getByTestId('details-intro').waitFor();
  const counts = new Map<string, number>();
  for (const call of apiCalls) counts.set(call, (counts.get(call) ?? 0) + 1);
  const duplicates = [...counts.values()].reduce((sum, n) => sum + (n - 1), 0);

  const rows = [
    ['loader.js gzip', `${(sizes.loader / 1024).toFixed(1)} KB`, '2.0 KB', '1.5 KB'],
    [
      'JS before the first step, gzip',
      `${(sizes.initial / 1024).toFixed(1)} KB`,
      '130 KB',
      '110 KB',
    ],
    ['all JS of the flow, gzip', `${(sizes.total / 1024).toFixed(1)} KB`, '260 KB', '220 KB'],
    [
      'round trips before the first step (inline)',
      String(trips),
      String(BUDGET.roundTrips),
      String(GOAL.roundTrips),
    ],
    [
      'duplicate API requests in a booking flow',
      String(duplicates),
      String(BUDGET.duplicates),
      String(GOAL.duplicates),
    ],
  ];
  console.log(
    ['figure'.padEnd(46), 'measured'.padStart(10), 'budget'.padStart(8), 'goal'.padStart(8)].join(
      ' ',
    ),
  );
  for (const [name, value, budget, goal] of rows) {
    console.log(
      [name!.padEnd(46), value!.padStart(10), budget!.padStart(8), goal!.padStart(8)].join(' '),
    );
  }
  console.log(`\nAPI calls in the flow:\n  ${apiCalls.join('\n  ')}`);
  if (trips > BUDGET.roundTrips || duplicates > BUDGET.duplicates) failed = true;
} finally {
  await harness.close();
}
if (failed) {
  console.error('\nA run-time budget of DESIGN §6 is broken.');
  process.exit(1);
}

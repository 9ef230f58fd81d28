import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startupRequests } from '../../../shared/startup/startupRequests.ts';
import {
  checkBudgets,
  DEFAULT_BUDGETS,
  FIRST_STEP_LOCALES,
  formatReport,
  measure,
  measureFirstPaint,
  measurePhone,
  measureWire,
  parseBudgetArgs,
} from '../../../scripts/sizeBudgets.mjs';

const manifest = {
  loader: 'loader.js',
  entry: 'widget-ABCDEFGH.js',
  initialChunks: ['chunks/react-AAAAAAAA.js'],
  files: [
    { file: 'index.html', bytes: 500, gzip: 300 },
    { file: 'loader.js', bytes: 1500, gzip: 800 },
    { file: 'widget-ABCDEFGH.js', bytes: 100_000, gzip: 30_000 },
    { file: 'chunks/react-AAAAAAAA.js', bytes: 200_000, gzip: 60_000 },
    { file: 'chunks/details-BBBBBBBB.js', bytes: 90_000, gzip: 25_000 },
    { file: 'locales/en/common.json', bytes: 2000, gzip: 700 },
    // The fallback: fetched only for a key en lacks, so never on the wire before the first step.
    { file: 'locales/sv/common.json', bytes: 2100, gzip: 750 },
  ],
};

describe('npm run size (DESIGN §6 budgets)', () => {
  it('measures the loader, the JS before the first step, and all JS', () => {
    expect(measure(manifest)).toEqual({
      loader: 800,
      initial: 90_800,
      total: 115_800,
      painted: null,
      wire: null,
    });
  });

  it('DESIGN §6: total counts the three largest phone zones, the most a booking fetches, not all nine', () => {
    const zones = [400, 900, 1200, 700, 1500].map((gzip, index) => ({
      file: `phone/${index + 1}-ZZZZZZZ${index}.json`,
      bytes: gzip * 3,
      gzip,
    }));
    const withZones = {
      ...manifest,
      phoneZones: zones.map((z) => z.file),
      files: [...manifest.files, ...zones],
    };
    expect(measurePhone(withZones)).toEqual({ counted: 3600, all: 4700, count: 5 });
    expect(measure(withZones).total).toBe(115_800 + 3600);
    expect(measurePhone(manifest)).toBeNull();
    const report = formatReport(withZones, measure(withZones), DEFAULT_BUDGETS);
    expect(report).toMatch(
      /total: all JS, and the 3 largest of 5 phone zones \(3\.5 KB gzip; all 4\.6 KB\)/,
    );
    expect(formatReport(manifest, measure(manifest), DEFAULT_BUDGETS)).not.toMatch(/phone zones/);
    expect(() => measurePhone({ ...withZones, phoneZones: ['phone/9-GONE0000.json'] })).toThrow(
      /phone\/9-GONE0000\.json is named in the manifest but was not built/,
    );
  });

  it('issue 16: the JS before the first step is drawn is the loader and the first paint alone', () => {
    const painted = {
      ...manifest,
      firstPaint: 'first-paint.js',
      files: [...manifest.files, { file: 'first-paint.js', bytes: 20_000, gzip: 8000 }],
    };
    expect(measureFirstPaint(painted)).toBe(8800);
    expect(measureFirstPaint(manifest)).toBeNull();
    // Counted in all the flow's JS, not in React's first step.
    expect(measure(painted)).toMatchObject({
      loader: 800,
      initial: 90_800,
      total: 123_800,
      painted: 8800,
    });
    const report = formatReport(painted, measure(painted), DEFAULT_BUDGETS);
    expect(report).toMatch(/painted: 8\.6 KB gzip before the first step is drawn and keeps clicks/);
    // Issue 32: a budget of its own, and the goal beside it (wave 4: the budget itself).
    expect(report).toMatch(/painted +8\.6 KB +budget +11\.0 KB +goal +11\.0 KB +ok/);
    expect(checkBudgets(measure(painted), { ...DEFAULT_BUDGETS, painted: 8799 })).toEqual([
      'painted: 8800 B gzip is over the budget of 8799 B',
    ]);
    // Issue 32: the full page's own script counts instead of loader.js when it is the larger.
    const withPage = {
      ...painted,
      firstPaintPage: 'first-paint-page.js',
      files: [...painted.files, { file: 'first-paint-page.js', bytes: 3000, gzip: 1200 }],
    };
    expect(measureFirstPaint(withPage)).toBe(9200);
    expect(() => measureFirstPaint({ ...withPage, firstPaintPage: 'missing.js' })).toThrow(
      /missing\.js was not built/,
    );
    // A manifest without a first paint breaks no painted budget.
    expect(checkBudgets(measure(manifest), { painted: 1 })).toEqual([]);
  });

  it.each([
    ['DESIGN §6: every figure under its budget', DEFAULT_BUDGETS, 0],
    ['DESIGN §6: loader budget below the measured size', { ...DEFAULT_BUDGETS, loader: 799 }, 1],
    [
      'DESIGN §6: initial budget below the measured size',
      { ...DEFAULT_BUDGETS, initial: 90_000 },
      1,
    ],
    ['DESIGN §6: all three below', { loader: 1, initial: 1, total: 1 }, 3],
  ])('%s', (_name, budgets, broken) => {
    expect(checkBudgets(measure(manifest), budgets)).toHaveLength(broken);
  });

  it('DESIGN §6 wire, issue 16: brotli bytes of the JS and the English locale alone before the first step', () => {
    const withBrotli = {
      ...manifest,
      files: manifest.files.map((f) => ({ ...f, br: Math.round(f.gzip * 0.9) })),
    };
    expect(measureWire(withBrotli)).toEqual({
      // loader 720 + entry 27 000 + react 54 000 + en/common 630; the lazy chunk, the HTML and
      // the sv fallback stay out
      br: 82_350,
      gzip: 91_500,
      raw: 303_500,
      files: [
        'loader.js',
        'widget-ABCDEFGH.js',
        'chunks/react-AAAAAAAA.js',
        'locales/en/common.json',
      ],
    });
    expect(formatReport(withBrotli, measure(withBrotli), DEFAULT_BUDGETS)).toMatch(
      /wire: 80\.4 KB brotli before the first step \(gzip 89\.4 KB, raw 296\.4 KB; 4 files\)/,
    );
    // Issue 32: the wire has a budget, in brotli bytes.
    expect(measure(withBrotli).wire).toBe(82_350);
    expect(checkBudgets(measure(withBrotli), { wire: 80 * 1024 })).toEqual([
      'wire: 82350 B brotli is over the budget of 81920 B',
    ]);
  });

  it('issue 16: the wire counts the locale files an English guest fetches, as startupRequests names them', () => {
    const { localeUrls } = startupRequests({
      unit: '1',
      assetBase: 'https://widget.example/',
      stored: { apiBase: null, lang: null },
      browserLanguages: ['en-GB'],
    });
    expect(localeUrls.map((url) => url.replace('https://widget.example/', ''))).toEqual(
      FIRST_STEP_LOCALES,
    );
  });

  it('DESIGN §6 wire: a manifest without brotli sizes says so instead of guessing', () => {
    expect(measureWire(manifest)).toBeNull();
    expect(formatReport(manifest, measure(manifest), DEFAULT_BUDGETS)).toMatch(
      /no brotli sizes in this manifest/,
    );
  });

  it('reads --budget overrides in bytes or KB', () => {
    expect(
      parseBudgetArgs([
        '--budget',
        'loader=100',
        '--budget',
        'total=1.5KB',
        '--budget',
        'wire=90KB',
      ]),
    ).toEqual({
      ...DEFAULT_BUDGETS,
      loader: 100,
      total: 1536,
      wire: 92_160,
    });
    expect(() => parseBudgetArgs(['--budget', 'nope=1'])).toThrow(/bad --budget/);
  });

  it('the script prints the table and exits non-zero when a budget is set below the measured size', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'size-'));
    const file = path.join(dir, 'manifest.json');
    writeFileSync(file, JSON.stringify(manifest));
    const script = path.resolve('scripts/size.mjs');
    const ok = spawnSync('node', [script, '--manifest', file], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/widget-ABCDEFGH\.js/);
    expect(ok.stdout).toMatch(/budget/);
    const over = spawnSync('node', [script, '--manifest', file, '--budget', 'initial=50KB'], {
      encoding: 'utf8',
    });
    expect(over.status).toBe(1);
    expect(over.stderr).toMatch(/initial: 90800 B gzip is over the budget of 51200 B/);
  });
});

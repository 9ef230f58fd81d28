import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainSizes, formatWhy, ownerOf } from '../../../scripts/sizeWhy.mjs';

const manifest = {
  loader: 'loader.js',
  firstPaint: 'first-paint.js',
  entry: 'widget-ABCDEFGH.js',
  initialChunks: ['chunks/chunk-AAAAAAAA.js'],
  files: [
    { file: 'loader.js', bytes: 1000, gzip: 500 },
    { file: 'first-paint.js', bytes: 2000, gzip: 900 },
    { file: 'widget-ABCDEFGH.js', bytes: 10_000, gzip: 4000 },
    { file: 'chunks/chunk-AAAAAAAA.js', bytes: 1000, gzip: 400 },
    { file: 'chunks/DateStep-BBBBBBBB.js', bytes: 3000, gzip: 1200 },
    { file: 'locales/en/common.json', bytes: 2000, gzip: 700 },
  ],
};

// esbuild names outputs from its working directory; the manifest from dist/.
const metafile = {
  outputs: {
    'dist/loader.js': { bytes: 1000, inputs: { 'loader/loader.ts': { bytesInOutput: 1000 } } },
    'dist/first-paint.js': {
      bytes: 2000,
      inputs: { 'loader/firstPaint/firstPaint.ts': { bytesInOutput: 2000 } },
    },
    'dist/widget-ABCDEFGH.js': {
      bytes: 10_000,
      inputs: {
        'node_modules/react-dom/cjs/react-dom-client.production.js': { bytesInOutput: 6000 },
        'widget/wizard/WizardScreen.tsx': { bytesInOutput: 2000 },
        'widget/wizard/GuestsStep.tsx': { bytesInOutput: 1000 },
        'widget/index.ts': { bytesInOutput: 0 },
      },
    },
    'dist/chunks/chunk-AAAAAAAA.js': {
      bytes: 1000,
      inputs: { 'node_modules/@emotion/cache/dist/emotion-cache.js': { bytesInOutput: 800 } },
    },
    'dist/chunks/DateStep-BBBBBBBB.js': {
      bytes: 3000,
      inputs: { 'widget/wizard/date/DateStep.tsx': { bytesInOutput: 3000 } },
    },
  },
};

describe('npm run size -- --why (issue 32)', () => {
  it('names a package by its npm name, our code by its folder, or by file with --why=module', () => {
    expect(ownerOf('node_modules/@emotion/cache/dist/x.js', false)).toBe('@emotion/cache');
    expect(ownerOf('node_modules/react-dom/cjs/react-dom.js', false)).toBe('react-dom');
    expect(ownerOf('widget/wizard/date/DateStep.tsx', false)).toBe('widget/wizard');
    expect(ownerOf('shared/enums.ts', false)).toBe('shared/enums.ts');
    expect(ownerOf('widget/wizard/date/DateStep.tsx', true)).toBe(
      'widget/wizard/date/DateStep.tsx',
    );
    expect(ownerOf('node_modules/react-dom/cjs/react-dom.js', true)).toBe('react-dom/react-dom.js');
  });

  it('shares each figure’s exact gzip among its packages and folders, the glue between chunks apart', () => {
    const [initial, painted, lazy] = explainSizes(manifest, metafile);
    expect(initial?.gzip).toBe(500 + 4000 + 400);
    expect(initial?.files).toEqual(['loader.js', 'widget-ABCDEFGH.js', 'chunks/chunk-AAAAAAAA.js']);
    // The entry's 4000 B gzip: 60 % react-dom, 30 % widget/wizard (two files), 10 % glue.
    expect(initial?.rows.find((r) => r.name === 'react-dom')).toMatchObject({ gzip: 2400 });
    expect(initial?.rows.find((r) => r.name === 'widget/wizard')).toMatchObject({ gzip: 1200 });
    // The entry's 1000 B and the chunk's 200 B no input owns, in two of the three files.
    expect(initial?.rows.find((r) => r.name === '(glue)')).toMatchObject({ raw: 1200, files: 3 });
    expect(initial?.rows[0]?.name).toBe('react-dom');
    expect(painted?.gzip).toBe(900);
    // The lazy figure: every other .js, not the locale files.
    expect(lazy?.files).toEqual(['chunks/DateStep-BBBBBBBB.js']);
    expect(lazy?.rows.map((r) => r.name)).toEqual(['widget/wizard', '(glue)']);
  });

  it('prints the top rows of each figure and sums the rest in one line', () => {
    const text = formatWhy(explainSizes(manifest, metafile), 2);
    expect(text).toMatch(/initial: JS before React’s first step: 4\.8 KB gzip in 3 files/);
    expect(text).toMatch(/react-dom +5\.9 KB +2\.3 KB/);
    expect(text).toMatch(/3 more +/);
    expect(text).toMatch(/\(glue: 1 files\)/);
  });

  it('npm run size -- --why --metafile <path> prints the breakdown after the budgets', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'size-why-'));
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(metafile));
    const args = ['--manifest', path.join(dir, 'manifest.json')];
    const run = spawnSync(
      'node',
      [
        path.resolve('scripts/size.mjs'),
        ...args,
        '--why',
        '--metafile',
        path.join(dir, 'meta.json'),
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/initial: JS before React’s first step: 4\.8 KB gzip in 3 files/);
    expect(run.stdout).toMatch(/lazy: the rest of the flow/);
  });
});

// @vitest-environment node
// Issue 49: the build's integrity for the chunks the widget imports lazily.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chunkKey,
  integrityTable,
  pinDynamicImports,
  TABLE_PLACEHOLDER,
  writeEntryTable,
} from '../../../scripts/build/chunkIntegrity.mjs';
import { hashedName, pinOf } from '../../../scripts/build/integrity.mjs';

const HELPER = '/root/widget/platform/pinnedImport.ts';
const keyOf = (specifier: string) => path.basename(specifier).replace(/\.[^.]+$/, '');

describe('pinDynamicImports (issue 49: every import() of the widget goes through pinnedImport)', () => {
  it.each([
    [
      "const load = () => import('./DateStep.tsx');",
      'const load = () => __pinnedImport("DateStep", () => import(\'./DateStep.tsx\'));',
      ['DateStep'],
    ],
    [
      'lazy(() => import("../booking/bookingPageScreen.tsx").then((m) => m))',
      'lazy(() => __pinnedImport("bookingPageScreen", () => import("../booking/bookingPageScreen.tsx")).then((m) => m))',
      ['bookingPageScreen'],
    ],
    [
      "a = import('./a.ts'); b = import( './b.ts' );",
      'a = __pinnedImport("a", () => import(\'./a.ts\')); b = __pinnedImport("b", () => import( \'./b.ts\' ));',
      ['a', 'b'],
    ],
  ])('%s', (source, body, keys) => {
    const result = pinDynamicImports(source, HELPER, keyOf);
    expect(result.keys).toEqual(keys);
    expect(result.contents).toBe(
      `import { pinnedImport as __pinnedImport } from ${JSON.stringify(HELPER)};${body}`,
    );
  });

  it.each([
    ["type M = typeof import('./x.ts');"],
    ["import { a } from './a.ts';"],
    ["const p = import('react');"],
    ['const url = base + file; import(url);'],
  ])('leaves alone what is no import() of a relative module: %s', (source) => {
    expect(pinDynamicImports(source, HELPER, keyOf)).toEqual({ contents: source, keys: [] });
  });
});

describe('chunkKey', () => {
  it.each([
    ['chunks/DateStep-MLM4V6HX.js', 'DateStep'],
    ['chunks/later-JKRS6T55.js', 'later'],
    ['chunks/chunk-5C44YKBC.js', 'chunk'],
  ])('%s → %s', (file, key) => expect(chunkKey(file)).toBe(key));
});

describe('integrityTable', () => {
  const sri = (file: string) => `sha256-${file}`;
  const chunks = [
    { file: 'chunks/chunk-BASEBASE.js', lazy: false, imports: [] },
    { file: 'chunks/chunk-SHAREDAA.js', lazy: false, imports: ['chunks/chunk-BASEBASE.js'] },
    { file: 'chunks/chunk-DEEPDEEP.js', lazy: false, imports: [] },
    {
      file: 'chunks/DateStep-AAAAAAAA.js',
      lazy: true,
      imports: ['chunks/chunk-SHAREDAA.js', 'chunks/chunk-BASEBASE.js'],
    },
    { file: 'chunks/chunk-NESTEDAA.js', lazy: false, imports: ['chunks/chunk-DEEPDEEP.js'] },
    { file: 'chunks/TimeStep-BBBBBBBB.js', lazy: true, imports: ['chunks/chunk-NESTEDAA.js'] },
  ];
  const loaded = new Set(['widget-ENTRYAAA.js', 'chunks/chunk-BASEBASE.js']);

  it('each lazy chunk needs itself and what it imports, through other chunks, but not what the first step loaded', () => {
    expect(integrityTable(chunks, loaded, sri)).toEqual({
      lazy: {
        DateStep: ['chunks/DateStep-AAAAAAAA.js', 'chunks/chunk-SHAREDAA.js'],
        TimeStep: [
          'chunks/TimeStep-BBBBBBBB.js',
          'chunks/chunk-NESTEDAA.js',
          'chunks/chunk-DEEPDEEP.js',
        ],
      },
      files: Object.fromEntries(
        [
          'chunks/DateStep-AAAAAAAA.js',
          'chunks/chunk-SHAREDAA.js',
          'chunks/TimeStep-BBBBBBBB.js',
          'chunks/chunk-NESTEDAA.js',
          'chunks/chunk-DEEPDEEP.js',
        ].map((f) => [f, sri(f)]),
      ),
    });
  });

  it('refuses two lazy chunks of one name: an import() could not tell them apart', () => {
    const twice = [...chunks, { file: 'chunks/DateStep-CCCCCCCC.js', lazy: true, imports: [] }];
    expect(() => integrityTable(twice, loaded, sri)).toThrow(/two lazy chunks named DateStep/);
  });
});

describe('writeEntryTable', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'widget-integrity-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const table = { lazy: { DateStep: ['chunks/DateStep-AAAAAAAA.js'] }, files: { a: 'sha256-x' } };

  it('writes the table in place of the placeholder and names the entry after what it holds', async () => {
    writeFileSync(path.join(dist, 'widget-OLDNAME1.js'), `f(JSON.parse("${TABLE_PLACEHOLDER}"));`);
    const named = await writeEntryTable(dist, 'widget-OLDNAME1.js', table);
    const text = readFileSync(path.join(dist, named), 'utf8');
    expect(text).toBe(`f(JSON.parse('${JSON.stringify(table)}'));`);
    expect(named).toBe(hashedName('widget', '.js', text));
    expect(named).toMatch(/^widget-[A-Z0-9]{8}\.js$/);
    expect(existsSync(path.join(dist, 'widget-OLDNAME1.js'))).toBe(false);
    // Another table, another name: a cached pin never meets other bytes under its name.
    writeFileSync(path.join(dist, 'widget-OLDNAME2.js'), `f(JSON.parse("${TABLE_PLACEHOLDER}"));`);
    const other = await writeEntryTable(dist, 'widget-OLDNAME2.js', { ...table, files: {} });
    expect(other).not.toBe(named);
  });

  it('refuses an entry without the placeholder, or with two', async () => {
    writeFileSync(path.join(dist, 'widget-NONE0000.js'), 'f();');
    await expect(writeEntryTable(dist, 'widget-NONE0000.js', table)).rejects.toThrow(/placeholder/);
    writeFileSync(
      path.join(dist, 'widget-TWO00000.js'),
      `"${TABLE_PLACEHOLDER}";"${TABLE_PLACEHOLDER}"`,
    );
    await expect(writeEntryTable(dist, 'widget-TWO00000.js', table)).rejects.toThrow(/placeholder/);
  });
});

describe('pinOf', () => {
  it('is the SRI value browsers compute: sha256, base64', () => {
    // printf 'abc' | openssl dgst -sha256 -binary | base64
    expect(pinOf('abc')).toBe('sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
  });
});

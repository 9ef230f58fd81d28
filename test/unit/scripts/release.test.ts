// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 31: a release keeps the previous release's hashed files, which a page whose loader.js
// (five minutes' cache) is still cached asks for; older releases and leftovers go. Built into
// a folder of its own, so dist/ and other test files are left alone.
const dist = mkdtempSync(path.join(tmpdir(), 'widget-release-'));
const { build: buildInto } = await import('../../../build.mjs');
const build = (options: { now: number; keepMs: number }) => buildInto({ ...options, dist });

const NOW = Date.parse('2026-11-25T09:00:00Z');
const KEEP = 5 * 60 * 1000;
// Issue 49: first-paint.js and loader-modes.js are named by content too, and a cached loader
// pins them: they stay for the keep time like the chunks.
const OLD = [
  'widget-OLDREL11.js',
  'chunks/DateStep-OLDREL22.js',
  'first-paint-OLDREL33.js',
  'loader-modes-OLDREL44.js',
];
const ANCIENT = 'widget-ANCIENT1.js';

type Manifest = Awaited<ReturnType<typeof build>>;
const at = (name: string) => path.join(dist, name);
const write = (name: string, text = 'export {};') => {
  mkdirSync(path.dirname(at(name)), { recursive: true });
  writeFileSync(at(name), text);
};

let first: Manifest;
beforeAll(async () => {
  // What the previous build left: its manifest, its hashed files with their twins, a release
  // it kept from two days ago, and files no build writes now.
  for (const name of [...OLD, ANCIENT]) for (const twin of ['', '.br', '.gz']) write(name + twin);
  write('widget.js.map', '{}');
  write('locales/GLOSSARY.md', '# notes');
  write(
    'manifest.json',
    JSON.stringify({
      entry: OLD[0],
      files: [...OLD, 'loader.js', 'locales/en/common.json'].map((file) => ({ file })),
      previousReleases: [
        { entry: ANCIENT, files: [ANCIENT], replacedAt: new Date(NOW - 2 * 86_400_000) },
      ],
    }),
  );
  first = await build({ now: NOW, keepMs: KEEP });
}, 60_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('build.mjs releases (issue 31: release-safe assets)', () => {
  it('keeps the previous release beside the new one, twins included', () => {
    expect(first.entry).not.toBe(OLD[0]);
    for (const name of OLD)
      for (const twin of ['', '.br', '.gz']) expect(existsSync(at(name + twin))).toBe(true);
    expect(existsSync(at(first.entry))).toBe(true);
    expect(first.previousReleases).toEqual([
      { entry: OLD[0], files: OLD, replacedAt: new Date(NOW).toISOString() },
    ]);
    // The sizes measure this release only.
    expect(first.files.map((f) => f.file)).not.toContain(OLD[0]);
  });

  it('deletes releases replaced longer ago than the keep time, and every leftover', () => {
    expect(existsSync(at(ANCIENT))).toBe(false);
    expect(existsSync(at(`${ANCIENT}.br`))).toBe(false);
    expect(existsSync(at('widget.js.map'))).toBe(false);
    expect(existsSync(at('locales/GLOSSARY.md'))).toBe(false);
    expect(existsSync(at('locales/glossary.json'))).toBe(false);
  });

  it('dist/ holds only what a browser may ask for, plus the manifest and the package types', () => {
    const manifest = JSON.parse(readFileSync(at('manifest.json'), 'utf8')) as Manifest;
    const listed = new Set([
      'manifest.json',
      ...manifest.files.map((f) => f.file),
      ...manifest.previousReleases.flatMap((r) => r.files),
    ]);
    // The npm package's declarations and Custom Elements Manifest (issue 33), and the React
    // component's module (issue 50).
    const packaged = (name: string) =>
      name === 'custom-elements.json' || name === 'react.js' || /^types\/.+\.d\.ts$/.test(name);
    const files = readdirDeep(dist).filter((name) => !/\.(br|gz)$/.test(name));
    expect(files.filter((name) => !listed.has(name) && !packaged(name))).toEqual([]);
    // The React component is the npm package's: built, but outside the manifest and so outside
    // every size figure (scripts/sizeBudgets.mjs), unpruned and not precompressed.
    expect(files).toContain('react.js');
    expect(listed.has('react.js')).toBe(false);
    expect(files.some((name) => /\.(map|md|ts)$|metafile/.test(name) && !packaged(name))).toBe(
      false,
    );
  });

  it('a rebuild within the keep time keeps the previous release; after it, it goes', async () => {
    await build({ now: NOW + KEEP - 1000, keepMs: KEEP });
    expect(existsSync(at(OLD[1]!))).toBe(true);
    const later = await build({ now: NOW + KEEP + 1000, keepMs: KEEP });
    for (const name of OLD) expect(existsSync(at(name))).toBe(false);
    expect(later.previousReleases).toEqual([]);
    expect(existsSync(at(later.entry))).toBe(true);
  }, 60_000);
});

/** Every file under `dir`, as a path relative to it with '/'. */
function readdirDeep(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

// @vitest-environment node
// The chunk plan's lazy files (scripts/build/chunkGroups.mjs, issue 48): a file that travels
// with others re-exports them with `export *`, which leaves out a default export and any name two
// of them share. The build must refuse such a plan, not drop the module's code without a word.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkGroupsPlugin } from '../../../scripts/build/chunkGroups.mjs';
import { PINNED_IMPORT } from '../../../scripts/build/chunkIntegrity.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'chunk-groups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files: Record<string, string> = {
  'a.ts': 'export const one = 1;',
  'b.ts': 'export const two = 2;',
  'withDefault.ts': 'export default function screen() { return 3; }',
  'alsoOne.ts': 'export const one = 4;',
};
for (const [name, source] of Object.entries(files)) writeFileSync(path.join(root, name), source);
// The plugin routes every import() through the widget's pinned import: here, a plain one.
mkdirSync(path.dirname(path.join(root, PINNED_IMPORT)), { recursive: true });
writeFileSync(
  path.join(root, PINNED_IMPORT),
  'export const pinnedImport = (key: string, load: () => Promise<unknown>) => load();',
);

/** Builds an entry that imports `first` lazily, `modules` travelling in one file. */
async function build(modules: string[], first: string) {
  writeFileSync(path.join(root, 'entry.ts'), `export const load = () => import('./${first}');`);
  return esbuild.build({
    entryPoints: [path.join(root, 'entry.ts')],
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: path.join(root, 'out'),
    logLevel: 'silent',
    plugins: [chunkGroupsPlugin(root, [], [{ name: 'together', why: 'test', modules }])],
  });
}

describe('chunkGroupsPlugin: lazy files that travel together', () => {
  it('issue 48: modules with distinct named exports build into one lazy file', async () => {
    const result = await build(['a.ts', 'b.ts'], 'a.ts');
    const lazy = result.outputFiles.find((f) => /together-/.test(f.path));
    expect(lazy?.text).toMatch(/one/);
    expect(lazy?.text).toMatch(/two/);
  });

  it.each([
    [
      'a default export, which export * leaves out',
      ['a.ts', 'withDefault.ts'],
      'withDefault.ts has a default export',
    ],
    [
      'a name two modules export, which neither re-exports',
      ['a.ts', 'alsoOne.ts'],
      'alsoOne.ts and a.ts both export one',
    ],
  ])('issue 48: the build refuses %s', async (_case, modules, message) => {
    await expect(build(modules, 'a.ts')).rejects.toThrow(message);
  });
});

// The widget: ESM with code splitting, `widget-[hash].js` and `chunks/[name]-[hash].js`.
import * as esbuild from 'esbuild';
import path from 'node:path';
import { cssTemplatesPlugin } from '../minifyCssTemplates.mjs';
import { CHUNK_GROUPS, LAZY_TOGETHER } from './chunkPlan.mjs';
import { chunkGroupsPlugin } from './chunkGroups.mjs';
import { integrityTable, TABLE_PLACEHOLDER, writeEntryTable } from './chunkIntegrity.mjs';
import { readFileSync } from 'node:fs';
import { pinOf } from './integrity.mjs';
import { commonOptions, distName, keepMetafile } from './context.mjs';
import { modernBuilds } from './modernBuilds.mjs';
import { withoutSideEffects } from './sideEffects.mjs';

/** The first line of every file of the widget's bundle (below). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * @param {import('./context.mjs').BuildContext} context
 * @param {{ pins: Record<string, [string, string]>, plugin: esbuild.Plugin }} phone
 * @returns {Promise<{ entry: string, initial: string[], outputs: string[] }>}
 */
export async function buildWidget(context, phone) {
  const { root, dist } = context;
  const common = commonOptions(root);
  /** @type {Set<string>} */
  const lazyKeys = new Set();
  const result = await esbuild.build({
    ...common,
    define: {
      ...common.define,
      __PHONE_ZONE_FILES__: JSON.stringify(JSON.stringify(phone.pins)),
      __CHUNK_INTEGRITY__: JSON.stringify(TABLE_PLACEHOLDER),
    },
    entryPoints: { widget: path.join(root, 'widget/index.ts') },
    outdir: dist,
    format: 'esm',
    splitting: true,
    // V8's explicit compile hint (Chromium 136+; other engines read a comment): every function
    // of the file is compiled while it streams in, off the main thread. Without it the first call
    // of each function compiles it on the main thread: in the bundle's evaluation, react-dom's
    // factory and React's first render, 57 of a 97 ms task on the throttled phone (issue 50,
    // docs/architecture.md "Compile hints"). A chunk is loaded when its code is about to run.
    banner: { js: COMPILE_HINT },
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    metafile: true,
    plugins: [
      phone.plugin,
      chunkGroupsPlugin(root, CHUNK_GROUPS, LAZY_TOGETHER, lazyKeys),
      cssTemplatesPlugin(),
      withoutSideEffects(),
      modernBuilds(),
    ],
  });
  keepMetafile(context, result.metafile);
  const outputs = result.metafile.outputs;
  /** @param {string} file */
  const output = (file) => {
    const found = outputs[file];
    if (!found) throw new Error(`build: ${file} is not in the metafile`);
    return found;
  };
  // Lazy chunks carry an entryPoint too (their import() target); the widget's is widget/index.ts.
  const entry = Object.keys(outputs).find(
    (file) => output(file).entryPoint === 'widget/index.ts' && file.endsWith('.js'),
  );
  if (!entry) throw new Error('build: the widget entry produced no output');
  const rel = (/** @type {string} */ file) => distName(dist, path.join(root, file));
  const initial = [...staticImports(entry, output)].map(rel);
  const chunks = Object.keys(outputs)
    .filter((file) => file !== entry && file.endsWith('.js'))
    .map((file) => ({
      file: rel(file),
      lazy: Boolean(output(file).entryPoint),
      imports: output(file)
        .imports.filter((i) => i.kind === 'import-statement')
        .map((i) => rel(i.path)),
    }));
  if (chunks.some((chunk) => chunk.imports.includes(rel(entry)))) {
    throw new Error('build: a chunk imports the entry, which is named after the chunks');
  }
  const table = integrityTable(chunks, new Set([rel(entry), ...initial]), (file) =>
    pinOf(readFileSync(path.join(dist, file))),
  );
  const unpinned = [...lazyKeys].filter((key) => !table.lazy[key]);
  if (unpinned.length) throw new Error(`build: no lazy chunk for ${unpinned.join(', ')}`);
  const named = await writeEntryTable(dist, rel(entry), table);
  // `npm run size -- --why` finds the entry's modules under its new name.
  const renamed = path.posix.join(path.posix.dirname(entry), named);
  context.metafile.outputs[renamed] = output(entry);
  delete context.metafile.outputs[entry];
  return {
    entry: named,
    initial,
    outputs: Object.keys(outputs)
      .map(rel)
      .map((file) => (file === rel(entry) ? named : file)),
  };
}

/**
 * The chunks a file imports statically, directly or through other chunks: needed before the
 * first screen. Dynamic imports wait.
 * @param {string} entry
 * @param {(file: string) => esbuild.Metafile['outputs'][string]} output
 */
function staticImports(entry, output) {
  /** @type {Set<string>} */
  const found = new Set();
  const visit = (/** @type {string} */ file) => {
    for (const imp of output(file).imports) {
      if (imp.kind !== 'import-statement' || found.has(imp.path)) continue;
      found.add(imp.path);
      visit(imp.path);
    }
  };
  visit(entry);
  return found;
}

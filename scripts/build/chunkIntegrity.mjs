// Integrity for the chunks the widget imports lazily (issue 49). A static import cannot carry
// an integrity value and an import map cannot be added to a page that has loaded modules, so
// every `import()` of the widget's own modules becomes `pinnedImport(key, () => import(…))`
// (widget/platform/pinnedImport.ts), which preloads the chunk and the chunks it imports with
// their integrity before it imports. Their values are written into the widget's entry, the one
// file nothing imports and the loader pins: it is named again after the table, so a changed
// chunk changes its name, while every chunk keeps the name esbuild gave it by its content.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashedName } from './integrity.mjs';

/** What the entry carries until the build writes the table in (widget/index.ts). */
export const TABLE_PLACEHOLDER = '@@CHUNK-INTEGRITY@@';

/** The helper every lazy import goes through, from the project root. */
export const PINNED_IMPORT = 'widget/platform/pinnedImport.ts';

const DYNAMIC_IMPORT = /(?<!typeof\s*)\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

/**
 * Wraps every `import('./relative')` of a source file in `pinnedImport(key, () => import(…))`,
 * the key naming the chunk it loads (`keyOf`), and imports the helper; a file without one comes
 * back unchanged. Type positions (`typeof import(…)`) are left alone.
 * @param {string} source
 * @param {string} helper the helper's absolute path
 * @param {(specifier: string) => string} keyOf
 * @returns {{ contents: string, keys: string[] }}
 */
export function pinDynamicImports(source, helper, keyOf) {
  /** @type {string[]} */
  const keys = [];
  const contents = source.replace(DYNAMIC_IMPORT, (call, _quote, specifier) => {
    const key = keyOf(specifier);
    keys.push(key);
    return `__pinnedImport(${JSON.stringify(key)}, () => ${call})`;
  });
  if (!keys.length) return { contents: source, keys };
  const head = `import { pinnedImport as __pinnedImport } from ${JSON.stringify(helper)};`;
  return { contents: `${head}${contents}`, keys };
}

/**
 * The key of a lazy chunk's file, as esbuild names it after the module `import()` loads
 * (`chunks/DateStep-MLM4V6HX.js` → `DateStep`).
 * @internal
 * @param {string} file
 */
export const chunkKey = (file) => path.basename(file).replace(/-[A-Z0-9]{8}\.js$/, '');

/**
 * @typedef {object} BuiltChunk
 * @property {string} file its path from the bundle's folder
 * @property {boolean} lazy the target of an `import()`
 * @property {string[]} imports the files it imports statically
 */

/**
 * The table the entry carries: each lazy chunk's key → the files it needs that the first step has
 * not loaded (itself first, then what it imports statically, through other chunks too), and each
 * of those files → its SRI value.
 * @param {BuiltChunk[]} chunks every output but the entry
 * @param {Set<string>} loaded the entry and its static chunks, which the loader pins
 * @param {(file: string) => string} integrityOf
 * @returns {import('../../widget/platform/pinnedImport.ts').ChunkIntegrity}
 */
export function integrityTable(chunks, loaded, integrityOf) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  /** @type {Record<string, string[]>} */
  const lazy = {};
  /** @type {Record<string, string>} */
  const files = {};
  for (const chunk of chunks.filter((c) => c.lazy)) {
    const key = chunkKey(chunk.file);
    if (lazy[key]) throw new Error(`build: two lazy chunks named ${key}`);
    /** @type {string[]} */
    const needed = [];
    const visit = (/** @type {string} */ file) => {
      if (loaded.has(file) || needed.includes(file)) return;
      needed.push(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    visit(chunk.file);
    lazy[key] = needed;
    for (const file of needed) files[file] ??= integrityOf(file);
  }
  return { lazy, files };
}

/**
 * Writes the table into the entry in place of its placeholder and names the entry again after
 * what it now holds; returns that name.
 * @param {string} dist
 * @param {string} entry
 * @param {import('../../widget/platform/pinnedImport.ts').ChunkIntegrity} table
 */
export async function writeEntryTable(dist, entry, table) {
  const source = await readFile(path.join(dist, entry), 'utf8');
  const parts = source.split(new RegExp(`["']${TABLE_PLACEHOLDER}["']`));
  if (parts.length !== 2) throw new Error(`build: ${entry} holds no single integrity placeholder`);
  // JSON holds no single quote: a JS string of it needs no escapes.
  const contents = parts.join(`'${JSON.stringify(table)}'`);
  const named = path.posix.join(
    path.posix.dirname(entry),
    hashedName(path.basename(entry).replace(/-[A-Z0-9]{8}\.js$/, ''), '.js', contents),
  );
  await rm(path.join(dist, entry));
  await writeFile(path.join(dist, named), contents);
  return named;
}

// Releases side by side (issue 31): a build never deletes the previous release's hashed files at
// once, since a page whose loader.js or index.html is still cached asks for them.
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { distName } from './context.mjs';

/** @typedef {{ entry: string, files: string[], replacedAt: string }} Release */

/**
 * The content-hashed files (immutable cache): the entry, its chunks, the phone zones and the
 * first paint's children step.
 */
const isHashed = (/** @type {string} */ name) => /-[A-Z0-9]{8}\.(js|json)$/.test(name);

/**
 * How long a release's hashed files stay in dist/ after a newer build replaced it: at least the
 * five-minute max-age of loader.js and index.html, which name them (issue 31: a cached loader
 * must never ask for a file that is gone). A day, so a guest who opened the page before the
 * release still gets the lazy chunks (dates, times, details) later in the flow.
 * RELEASE_KEEP_SECONDS changes it.
 */
export const RELEASE_KEEP_MS = Number(process.env.RELEASE_KEEP_SECONDS ?? 24 * 60 * 60) * 1000;

/**
 * The releases whose hashed files stay beside this one: the one dist/manifest.json describes
 * (replaced now) and those it kept, while replaced less than `keepMs` ago.
 * @param {string} dist
 * @param {{ entry: string, now: number, keepMs: number }} release this build's entry, and when
 * @returns {Promise<Release[]>}
 */
export async function keptReleases(dist, { entry, now, keepMs }) {
  /** @type {{ entry?: string, files?: { file: string }[], previousReleases?: Release[] } | null} */
  const last = await readFile(path.join(dist, 'manifest.json'), 'utf8')
    .then((text) => JSON.parse(text))
    .catch(() => null);
  if (!last?.entry || !Array.isArray(last.files)) return [];
  /** @type {Release} */
  const replaced = {
    entry: last.entry,
    files: last.files.map((f) => f.file).filter(isHashed),
    replacedAt: new Date(now).toISOString(),
  };
  /** @type {Release[]} */
  const kept = [];
  for (const release of [replaced, ...(last.previousReleases ?? [])]) {
    // A rebuild of the same release replaces nothing.
    if (release.entry === entry || kept.some((k) => k.entry === release.entry)) continue;
    if (now - Date.parse(release.replacedAt) < keepMs) kept.push(release);
  }
  return kept;
}

/** Every file under `dir`, sorted. @param {string} dir */
export async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}

/**
 * Deletes every file in dist/ that is neither this release's, a kept release's hashed file, nor
 * the manifest (with their .br/.gz twins): older releases and build leftovers go, so dist/
 * holds what a browser may still ask for and nothing else.
 * @param {string} dist
 * @param {string[]} names
 * @param {Release[]} kept
 */
export async function prune(dist, names, kept) {
  const keep = new Set(['manifest.json', ...names, ...kept.flatMap((r) => r.files)]);
  for (const name of [...keep]) keep.add(`${name}.br`).add(`${name}.gz`);
  for (const file of await listFiles(dist)) {
    if (!keep.has(distName(dist, file))) await rm(file);
  }
  const dirs = await readdir(dist, { withFileTypes: true, recursive: true });
  for (const dir of dirs.filter((d) => d.isDirectory()).reverse()) {
    const at = path.join(dir.parentPath ?? dir.path, dir.name);
    if ((await readdir(at)).length === 0) await rm(at, { recursive: true });
  }
}

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotli, gzip } from './compression.mjs';

/**
 * dist/manifest.json: every file of the release with its raw, gzip (level 9) and brotli
 * (quality 11) size, what loads first, and the earlier releases kept beside it. `npm run size`
 * computes the DESIGN §6 figures from it.
 * @param {string} dist
 * @param {{ entry: string, initial: string[], childrenStep: string, firstPaint: string,
 *   modes: string, phoneZones: string[],
 *   names: string[], previousReleases: import('./releases.mjs').Release[] }} release
 */
export async function writeManifest(dist, release) {
  /** @type {{ file: string, bytes: number, gzip: number, br: number }[]} */
  const files = [];
  for (const name of release.names) {
    const content = await readFile(path.join(dist, name));
    files.push({
      file: name,
      bytes: content.length,
      gzip: gzip(content).length,
      br: brotli(content).length,
    });
  }
  const manifest = {
    loader: 'loader.js',
    firstPaint: release.firstPaint,
    modes: release.modes,
    firstPaintPage: 'first-paint-page.js',
    firstPaintChildren: release.childrenStep,
    entry: release.entry,
    initialChunks: release.initial,
    phoneZones: release.phoneZones,
    files,
    previousReleases: release.previousReleases,
  };
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

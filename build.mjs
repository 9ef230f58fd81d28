// Builds dist/: the loader (IIFE), the widget (ESM with code splitting), the full-page entry,
// the locales and a manifest with raw, gzip and brotli sizes, and a precompressed `.br` and `.gz`
// beside every js/json/html file for servers and CDNs that serve them as they are (DESIGN §6).
// `node build.mjs` is all `npm run build` does; each job is a module of scripts/build/.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePrecompressed } from './scripts/build/compression.mjs';
import { buildContext } from './scripts/build/context.mjs';
import { buildLoader, writeIndexHtml } from './scripts/build/firstPaint.mjs';
import { integrity as integrityOf, TAGGED_FILES } from './scripts/build/integrity.mjs';
import { copyLocales } from './scripts/build/locales.mjs';
import { writeManifest } from './scripts/build/manifest.mjs';
import { phoneZoneFiles } from './scripts/build/phoneZones.mjs';
import { buildReact } from './scripts/build/react.mjs';
import { keptReleases, prune, RELEASE_KEEP_MS } from './scripts/build/releases.mjs';
import { buildWidget } from './scripts/build/widget.mjs';
import { writePublicTypes } from './scripts/publicTypes.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

export { RELEASE_KEEP_MS, TAGGED_FILES };

/**
 * Builds a release into dist/ without deleting the previous release's hashed files (issue 31):
 * a page whose loader.js or index.html is still cached asks for them. Releases replaced more
 * than `keepMs` ago, and everything else not in this release, are deleted.
 * @param {{ now?: number, keepMs?: number, dist?: string }} [options] `dist` defaults to
 * WIDGET_DIST, else dist/
 */
export async function build({ now = Date.now(), keepMs = RELEASE_KEEP_MS, dist: into } = {}) {
  const context = buildContext(root, into ? { ...process.env, WIDGET_DIST: into } : process.env);
  const { dist } = context;
  await mkdir(dist, { recursive: true });
  const phone = await phoneZoneFiles(context);
  const widget = await buildWidget(context, phone);
  const { childrenStep, firstPaint, modes } = await buildLoader(context, [
    widget.entry,
    ...widget.initial,
  ]);
  await writeIndexHtml(context, firstPaint);
  const phoneZones = Object.values(phone.files);
  const names = [
    ...widget.outputs,
    ...['loader.js', modes, firstPaint, 'first-paint-page.js', childrenStep],
    'index.html',
    ...(await copyLocales(context)),
    ...phoneZones,
  ].sort();
  const previousReleases = await keptReleases(dist, { entry: widget.entry, now, keepMs });
  await prune(dist, names, previousReleases);
  // The npm package's types/ and custom-elements.json (issue 33), and the React component
  // (issue 50): not served to browsers, so outside the manifest and its size figures, written
  // again after every prune.
  await writePublicTypes(dist);
  await buildReact(root, dist);
  const manifest = await writeManifest(dist, {
    ...widget,
    childrenStep,
    firstPaint,
    modes,
    phoneZones,
    names,
    previousReleases,
  });
  if (process.env.WIDGET_METAFILE) {
    await writeFile(process.env.WIDGET_METAFILE, JSON.stringify(context.metafile));
  }
  await writePrecompressed(dist, [...names, 'manifest.json']);
  return manifest;
}

/** SRI values of the files a page names itself (scripts/build/integrity.mjs). */
export const integrity = (dir = buildContext(root).dist) => integrityOf(dir);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const manifest = await build();
  console.log(
    `build: ${manifest.files.length} files in dist/ (${Date.now() - started} ms), entry ${manifest.entry}`,
  );
  const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  console.log(`SRI for the exact version's URLs (/${version}/<file>):`);
  for (const [name, hash] of Object.entries(await integrity())) {
    console.log(`  ${name.padEnd(16)} integrity="${hash}"`);
  }
}

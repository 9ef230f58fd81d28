// Builds dist/: the loader (IIFE), the widget (ESM with code splitting), the full-page entry,
// the locales and a manifest with raw, gzip and brotli sizes, and a precompressed `.br` and `.gz`
// beside every js/json/html file for servers and CDNs that serve them as they are (DESIGN §6).
// `node build.mjs` is all `npm run build` does.
import * as esbuild from 'esbuild';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { cssTemplatesPlugin } from './scripts/minifyCssTemplates.mjs';
import { writePublicTypes } from './scripts/publicTypes.mjs';
import { importForNode, renderFirstPaint } from './scripts/importForNode.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Output folder; WIDGET_DIST lets parallel test runs build apart (default dist/). */
const dist = path.resolve(root, process.env.WIDGET_DIST ?? 'dist');
/** Path the full-page index.html loads the bundle from; a CDN sub-folder sets PUBLIC_PATH. */
const publicPath = process.env.PUBLIC_PATH ?? '/';

/** @satisfies {esbuild.BuildOptions} */
const common = {
  bundle: true,
  minify: true,
  sourcemap: false,
  target: ['chrome105', 'firefox110', 'safari16'],
  legalComments: /** @type {const} */ ('none'),
  absWorkingDir: root,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: /** @type {const} */ ('warning'),
};

/** @param {{ files: Record<string, string>, plugin: esbuild.Plugin }} phone */
async function buildWidget(phone) {
  const result = await esbuild.build({
    ...common,
    define: {
      ...common.define,
      __PHONE_ZONE_FILES__: JSON.stringify(JSON.stringify(phone.files)),
    },
    entryPoints: { widget: path.join(root, 'widget/index.ts') },
    outdir: dist,
    format: 'esm',
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    metafile: true,
    plugins: [phone.plugin, cssTemplatesPlugin(), withoutSideEffects()],
  });
  collectMetafile(result.metafile);
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
  const rel = (/** @type {string} */ file) =>
    path.relative(dist, path.join(root, file)).split(path.sep).join('/');
  // Chunks the entry imports statically, directly or through other chunks, are needed before
  // the first screen; dynamic imports wait.
  /** @type {Set<string>} */
  const initial = new Set();
  const visit = (/** @type {string} */ file) => {
    for (const imp of output(file).imports) {
      if (imp.kind !== 'import-statement' || initial.has(imp.path)) continue;
      initial.add(imp.path);
      visit(imp.path);
    }
  };
  visit(entry);
  return {
    entry: rel(entry),
    initial: [...initial].map(rel),
    outputs: Object.keys(outputs).map(rel),
  };
}

/**
 * Packages bundled only when a module uses them, not for a bare `import 'x'` (what
 * `"sideEffects": false` in their package.json would say). hoist-non-react-statics (and react-is
 * under it, 0.8 KB gzip before the first step) has none, but Emotion's JSX runtime imports it bare
 * for `withTheme`, which the widget never calls (issue 32).
 */
const SIDE_EFFECT_FREE = ['hoist-non-react-statics'];

/** @returns {esbuild.Plugin} */
function withoutSideEffects() {
  const filter = new RegExp(`^(${SIDE_EFFECT_FREE.join('|')})$`);
  return {
    name: 'without-side-effects',
    setup(build) {
      build.onResolve({ filter }, async (args) => {
        if (args.pluginData === 'without-side-effects') return undefined;
        const { path: resolved, errors } = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'without-side-effects',
        });
        return errors.length > 0 ? { errors } : { path: resolved, sideEffects: false };
      });
    },
  };
}

/** @type {esbuild.Metafile} */
const metafiles = { inputs: {}, outputs: {} };

/**
 * Keeps a build's metafile: WIDGET_METAFILE=path writes the widget's, the loader's and the first
 * paint's together (`npm run size -- --why` reads it).
 * @param {esbuild.Metafile | undefined} metafile
 */
function collectMetafile(metafile) {
  if (!metafile) return;
  Object.assign(metafiles.inputs, metafile.inputs);
  Object.assign(metafiles.outputs, metafile.outputs);
}

/**
 * The phone plans by zone (shared/validation/phone.ts phoneZones), written as content-hashed
 * files under phone/ (immutable, like the chunks) before the widget is built, which learns their
 * names through __PHONE_ZONE_FILES__. A form fetches the zones it needs (DESIGN §6).
 * @returns {Promise<{ files: Record<string, string>, plugin: esbuild.Plugin }>}
 */
async function phoneZoneFiles() {
  const phone = /** @type {typeof import('./shared/validation/phone.ts')} */ (
    await importForNode('shared/validation/phone.ts')
  );
  const source = /libphonenumber-js[\\/]metadata\.mobile\.json\.js$/;
  const whole = JSON.parse(
    await readFile(path.join(root, 'node_modules/libphonenumber-js/metadata.mobile.json'), 'utf8'),
  );
  /** @type {Record<string, string>} */
  const files = {};
  await mkdir(path.join(dist, 'phone'), { recursive: true });
  for (const [zone, plans] of Object.entries(phone.phoneZones(whole))) {
    const json = JSON.stringify(plans);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 8).toUpperCase();
    files[zone] = `phone/${zone}-${hash}.json`;
    await writeFile(path.join(dist, files[zone]), json);
  }
  /** @type {esbuild.Plugin} */
  const plugin = {
    name: 'phone-skeleton',
    setup(build) {
      let seen = false;
      build.onLoad({ filter: source }, () => {
        seen = true;
        const skeleton = phone.phoneSkeleton(whole);
        return { contents: `export default ${JSON.stringify(skeleton)}`, loader: 'js' };
      });
      build.onEnd(() => {
        if (!seen) throw new Error('build: the phone metadata was not bundled as its skeleton');
      });
    },
  };
  return { files, plugin };
}

/** The children step's module (buildLoader names it). */
let firstPaintChildren = '';

/** @param {string[]} widgetFiles */
async function buildLoader(widgetFiles) {
  const templates = await renderFirstPaint();
  const browserOnly = { ...common, metafile: Boolean(process.env.WIDGET_METAFILE) };
  // The children step the first paint shows after an early click (issue 32): a module of its own,
  // named by content (immutable, like the chunks), fetched only for venues that ask for children.
  const children = await esbuild.build({
    ...common,
    metafile: true,
    entryPoints: { 'first-paint-children': path.join(root, 'loader/firstPaint/childrenStep.ts') },
    outdir: dist,
    entryNames: '[name]-[hash]',
    format: 'esm',
    define: { ...common.define, __CHILDREN_STEP__: JSON.stringify(templates.children) },
  });
  const [childrenOutput] = Object.keys(children.metafile.outputs);
  if (!childrenOutput) throw new Error('build: no children step module');
  firstPaintChildren = path.basename(childrenOutput);
  const firstPaint = {
    ...common.define,
    __FIRST_STEP__: JSON.stringify(templates.first),
    __CHILDREN_STEP_FILE__: JSON.stringify(firstPaintChildren),
  };
  const loader = await esbuild.build({
    ...browserOnly,
    entryPoints: [path.join(root, 'loader/loader.ts')],
    outfile: path.join(dist, 'loader.js'),
    format: 'iife',
    define: { ...common.define, __WIDGET_FILES__: JSON.stringify(widgetFiles) },
  });
  // The modal and iframe modes, which loader.js imports on first use (loader/modes.ts).
  const modes = await esbuild.build({
    ...browserOnly,
    entryPoints: [path.join(root, 'loader/modes.ts')],
    outfile: path.join(dist, 'loader-modes.js'),
    format: 'esm',
  });
  // The first paint, which loader.js loads beside the bundle (issue 16).
  const paint = await esbuild.build({
    ...browserOnly,
    entryPoints: [path.join(root, 'loader/firstPaint/firstPaint.ts')],
    outfile: path.join(dist, 'first-paint.js'),
    format: 'esm',
    define: firstPaint,
  });
  // The full page's script, which draws with first-paint.js (imported as that file, not bundled
  // in again) and loads the bundle (issue 32).
  const page = await esbuild.build({
    ...browserOnly,
    entryPoints: [path.join(root, 'loader/firstPaint/pagePaint.ts')],
    outfile: path.join(dist, 'first-paint-page.js'),
    format: 'esm',
    define: { ...common.define, __WIDGET_FILES__: JSON.stringify(widgetFiles) },
    plugins: [
      {
        name: 'first-paint-as-file',
        setup(build) {
          build.onResolve({ filter: /^\.\/firstPaint\.ts$/ }, () => ({
            path: './first-paint.js',
            external: true,
          }));
        },
      },
    ],
  });
  for (const result of [loader, modes, paint, page, children]) collectMetafile(result.metafile);
}

/**
 * The full page. Its one script is first-paint-page.js (with first-paint.js, preloaded beside it),
 * which starts the settings and locale requests, then has the bundle's files downloaded beside
 * them and runs the bundle once the guests step is drawn (issue 32): naming the bundle here too
 * made the browser fetch it all in parallel with the first paint, which then arrived with the
 * last of it on a slow network.
 */
async function writeIndexHtml() {
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Online booking</title>
    <style>html,body{margin:0;background:#f6f6f7}</style>
    <link rel="modulepreload" href="${publicPath}first-paint.js">
  </head>
  <body>
    <booking-widget mode="page"></booking-widget>
    <script type="module" src="${publicPath}first-paint-page.js"></script>
  </body>
</html>
`;
  await writeFile(path.join(dist, 'index.html'), html);
}

/** Files served compressed: text that compresses; images and fonts stay as they are. */
const compressible = (/** @type {string} */ file) => /\.(js|json|html)$/.test(file);

/**
 * Compressed copies by content, kept under node_modules/.cache: brotli at maximum quality is most
 * of a build's 8 s, and a build compresses every file twice (the `.br` beside it, the manifest's
 * figure) while `npm test` builds six times (issue 35). A copy is written whole under a temporary
 * name and renamed, so builds running side by side never read half of one.
 */
const compressedCache = path.join(root, 'node_modules/.cache/booking-widget-build');

/**
 * @param {string} kind the encoding and its settings, part of the key: new settings, new copies
 * @param {(content: Buffer) => Buffer} compress
 */
const cached = (kind, compress) => (/** @type {Buffer} */ content) => {
  const key = createHash('sha256').update(content).digest('hex');
  const file = path.join(compressedCache, `${key}.${kind}`);
  try {
    return readFileSync(file);
  } catch {
    const out = compress(content);
    try {
      mkdirSync(compressedCache, { recursive: true });
      const part = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(part, out);
      renameSync(part, file);
    } catch {
      // A read-only tree builds all the same, only slower.
    }
    return out;
  }
};

const gzip = cached('gzip-9', (content) => gzipSync(content, { level: 9 }));

const brotli = cached('br-max', (content) =>
  brotliCompressSync(content, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }),
);

/**
 * Writes `<file>.br` and `<file>.gz` at maximum quality beside every js/json/html file, so the
 * server sends the bytes the manifest measures without compressing on each request.
 */
async function writePrecompressed(/** @type {string[]} */ names) {
  for (const name of names) {
    if (!compressible(name)) continue;
    const file = path.join(dist, name);
    const content = await readFile(file);
    await writeFile(`${file}.br`, brotli(content));
    await writeFile(`${file}.gz`, gzip(content));
  }
}

/** @param {string} dir */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}

/**
 * @param {{ entry: string, initial: string[] }} widget
 * @param {string[]} names this release's files
 * @param {Release[]} previousReleases
 * @param {string[]} phoneZones
 */
async function writeManifest(widget, names, previousReleases, phoneZones) {
  /** @type {{ file: string, bytes: number, gzip: number, br: number }[]} */
  const files = [];
  for (const name of names) {
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
    firstPaint: 'first-paint.js',
    firstPaintPage: 'first-paint-page.js',
    firstPaintChildren,
    entry: widget.entry,
    initialChunks: widget.initial,
    phoneZones,
    files,
    previousReleases,
  };
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

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

/** @typedef {{ entry: string, files: string[], replacedAt: string }} Release */

/**
 * The releases whose hashed files stay beside this one: the one dist/manifest.json describes
 * (replaced now) and those it kept, while replaced less than `keepMs` ago.
 * @param {string} entry this build's entry
 * @param {number} now
 * @param {number} keepMs
 * @returns {Promise<Release[]>}
 */
async function keptReleases(entry, now, keepMs) {
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

/**
 * Deletes every file in dist/ that is neither this release's, a kept release's hashed file, nor
 * the manifest (with their .br/.gz twins): older releases and build leftovers go, so dist/
 * holds what a browser may still ask for and nothing else.
 * @param {string[]} names
 * @param {Release[]} kept
 */
async function prune(names, kept) {
  const keep = new Set(['manifest.json', ...names, ...kept.flatMap((r) => r.files)]);
  for (const name of [...keep]) keep.add(`${name}.br`).add(`${name}.gz`);
  for (const file of await listFiles(dist)) {
    const name = path.relative(dist, file).split(path.sep).join('/');
    if (!keep.has(name)) await rm(file);
  }
  const dirs = await readdir(dist, { withFileTypes: true, recursive: true });
  for (const dir of dirs.filter((d) => d.isDirectory()).reverse()) {
    const at = path.join(dir.parentPath ?? dir.path, dir.name);
    if ((await readdir(at)).length === 0) await rm(at, { recursive: true });
  }
}

/**
 * Builds a release into dist/ without deleting the previous release's hashed files (issue 31):
 * a page whose loader.js or index.html is still cached asks for them. Releases replaced more
 * than `keepMs` ago, and everything else not in this release, are deleted.
 * @param {{ now?: number, keepMs?: number }} [options]
 */
export async function build({ now = Date.now(), keepMs = RELEASE_KEEP_MS } = {}) {
  metafiles.inputs = {};
  metafiles.outputs = {};
  await mkdir(dist, { recursive: true });
  const phone = await phoneZoneFiles();
  const widget = await buildWidget(phone);
  const widgetFiles = [widget.entry, ...widget.initial];
  await buildLoader(widgetFiles);
  await writeIndexHtml();
  const locales = path.join(root, 'widget/locales');
  /** @type {string[]} */
  let localeFiles = [];
  if (await stat(locales).catch(() => null)) {
    // The language folders only: the glossary and its notes are for translators.
    const languages = (await readdir(locales, { withFileTypes: true })).filter((d) =>
      d.isDirectory(),
    );
    for (const language of languages) {
      await cp(path.join(locales, language.name), path.join(dist, 'locales', language.name), {
        recursive: true,
      });
    }
    localeFiles = (await listFiles(locales))
      .map((file) => 'locales/' + path.relative(locales, file).split(path.sep).join('/'))
      .filter((name) => languages.some((l) => name.startsWith(`locales/${l.name}/`)));
  }
  const names = [
    ...widget.outputs,
    'loader.js',
    'loader-modes.js',
    'first-paint.js',
    'first-paint-page.js',
    firstPaintChildren,
    'index.html',
    ...localeFiles,
    ...Object.values(phone.files),
  ].sort();
  const kept = await keptReleases(widget.entry, now, keepMs);
  await prune(names, kept);
  // The npm package's types/ and custom-elements.json (issue 33): not served to browsers, so
  // outside the manifest, written again after every prune.
  await writePublicTypes(dist);
  const manifest = await writeManifest(widget, names, kept, Object.values(phone.files));
  if (process.env.WIDGET_METAFILE) {
    await writeFile(process.env.WIDGET_METAFILE, JSON.stringify(metafiles));
  }
  await writePrecompressed([...names, 'manifest.json']);
  return manifest;
}

/** The files a venue's page names in a tag of its own: loader.js (and what it imports first). */
export const TAGGED_FILES = ['loader.js', 'loader-modes.js', 'first-paint.js'];

/**
 * Subresource Integrity values (sha384) of the files a page names itself, for a tag that pins
 * an exact version (`/1.2.3/loader.js`): a moving `/v1/` URL changes bytes and must go without.
 * @param {string} [dir]
 */
export async function integrity(dir = dist) {
  /** @type {Record<string, string>} */
  const hashes = {};
  for (const name of TAGGED_FILES) {
    const content = await readFile(path.join(dir, name));
    hashes[name] = `sha384-${createHash('sha384').update(content).digest('base64')}`;
  }
  return hashes;
}

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

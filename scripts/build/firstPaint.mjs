// The loader (IIFE), its modes, the first paint (the guests step before React, with the children
// step's module) and the full page's script and index.html.
import * as esbuild from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderFirstPaint } from '../importForNode.mjs';
import { commonOptions, keepMetafile } from './context.mjs';
import { pinOf } from './integrity.mjs';
import { COMPILE_HINT } from './widget.mjs';

/**
 * A file of dist/ with its SRI value, as the code that loads it pins it (issue 49).
 * @param {string} dist
 * @param {string} file
 * @returns {Promise<[string, string]>}
 */
const pinned = async (dist, file) => [file, pinOf(await readFile(path.join(dist, file)))];

/**
 * @param {import('./context.mjs').BuildContext} context
 * @param {string[]} widgetFiles the entry and its static chunks, which the loader preloads
 * @returns {Promise<{ childrenStep: string, firstPaint: string, modes: string }>} the names, by
 *   content, of the children step's module, first-paint.js and loader-modes.js
 */
export async function buildLoader(context, widgetFiles) {
  const { root, dist } = context;
  const common = commonOptions(root);
  const templates = await renderFirstPaint();
  /** @param {esbuild.BuildOptions} options */
  const run = async (options) =>
    keepMetafile(
      context,
      (await esbuild.build({ ...common, metafile: true, ...options })).metafile,
    );
  /**
   * An ES module named by content (`name-[hash].js`, immutable, kept a day after a release like
   * the chunks): the loader names it with its integrity, and a cached loader's pin must find the
   * bytes it pinned (issue 49).
   * @param {string} name @param {string} source @param {esbuild.BuildOptions} options
   */
  const hashed = async (name, source, options) => {
    const result = await esbuild.build({
      ...common,
      metafile: true,
      entryPoints: { [name]: path.join(root, source) },
      outdir: dist,
      entryNames: '[name]-[hash]',
      format: 'esm',
      ...options,
    });
    keepMetafile(context, result.metafile);
    const [output] = Object.keys(result.metafile?.outputs ?? {});
    if (!output) throw new Error(`build: no ${name} module`);
    return path.basename(output);
  };
  const childrenStep = await hashed('first-paint-children', 'loader/firstPaint/childrenStep.ts', {
    define: { ...common.define, __CHILDREN_STEP__: JSON.stringify(templates.children) },
  });
  // The first paint, which loader.js loads beside the bundle (issue 16).
  const firstPaint = await hashed('first-paint', 'loader/firstPaint/firstPaint.ts', {
    // Compiled as it streams in, as the bundle is (widget.mjs): its drawing runs at once.
    banner: { js: COMPILE_HINT },
    define: {
      ...common.define,
      __FIRST_STEP__: JSON.stringify(templates.first),
      __CHILDREN_STEP_FILE__: JSON.stringify(await pinned(dist, childrenStep)),
    },
  });
  // The modal and iframe modes, which loader.js imports on first use (loader/modes.ts).
  // It draws a modal's first step with first-paint.js, pinned (issue 50).
  const firstPaintPin = JSON.stringify(await pinned(dist, firstPaint));
  const modes = await hashed('loader-modes', 'loader/modes.ts', {
    define: { ...common.define, __FIRST_PAINT_FILE__: firstPaintPin },
  });
  const pins = {
    ...common.define,
    __WIDGET_FILES__: JSON.stringify(await Promise.all(widgetFiles.map((f) => pinned(dist, f)))),
    __FIRST_PAINT_FILE__: firstPaintPin,
  };
  await run({
    entryPoints: [path.join(root, 'loader/loader.ts')],
    outfile: path.join(dist, 'loader.js'),
    format: 'iife',
    // The venue's page runs the loader as a classic script: without the "use strict" prologue
    // (9 B gzip of `painted`'s last few; issue 50). Its code is TypeScript's strict check's,
    // module-scoped in the IIFE, and uses neither `this` nor `arguments`.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    define: { ...pins, __MODES_FILE__: JSON.stringify(await pinned(dist, modes)) },
  });
  // The full page's script, which draws with first-paint.js (imported as that file, not bundled
  // in again) and loads the bundle (issue 32).
  await run({
    entryPoints: [path.join(root, 'loader/firstPaint/pagePaint.ts')],
    outfile: path.join(dist, 'first-paint-page.js'),
    format: 'esm',
    define: pins,
  });
  return { childrenStep, firstPaint, modes };
}

/**
 * The full page. Its one script is first-paint-page.js (with first-paint.js, preloaded beside it),
 * which starts the settings and locale requests, then has the bundle's files downloaded beside
 * them and runs the bundle once the guests step is drawn (issue 32): naming the bundle here too
 * made the browser fetch it all in parallel with the first paint, which then arrived with the
 * last of it on a slow network.
 * first-paint.js is named by content and preloaded with its integrity (issue 49); the page's own
 * script goes as index.html does, on the widget's origin, for five minutes. The page's addresses
 * can hold a booking's guid, the booking link's bearer secret (issue 49): no Referer carries more
 * than the origin, and no search engine indexes it (the demo server sends the same as headers;
 * docs/decisions.md "The booking link is a secret").
 * @param {import('./context.mjs').BuildContext} context
 * @param {string} firstPaint first-paint.js's name
 */
export async function writeIndexHtml({ dist, publicPath }, firstPaint) {
  const [file, integrity] = await pinned(dist, firstPaint);
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="referrer" content="strict-origin">
    <meta name="robots" content="noindex">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Online booking</title>
    <style>html,body{margin:0;background:#f6f6f7}h1{position:absolute;width:1px;height:1px;margin:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}</style>
    <link rel="modulepreload" href="${publicPath}${file}" integrity="${integrity}">
  </head>
  <body>
    <main>
      <h1 id="page-title">Online booking</h1>
      <booking-widget mode="page"></booking-widget>
    </main>
    <script type="module" src="${publicPath}first-paint-page.js"></script>
  </body>
</html>
`;
  await writeFile(path.join(dist, 'index.html'), html);
}

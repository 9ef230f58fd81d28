// The loader (IIFE), its modes, the first paint (the guests step before React, with the children
// step's module) and the full page's script and index.html.
import * as esbuild from 'esbuild';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderFirstPaint } from '../importForNode.mjs';
import { commonOptions, keepMetafile } from './context.mjs';

/**
 * @param {import('./context.mjs').BuildContext} context
 * @param {string[]} widgetFiles the entry and its static chunks, which the loader preloads
 * @returns {Promise<{ childrenStep: string }>} the children step module's file name
 */
export async function buildLoader(context, widgetFiles) {
  const { root, dist } = context;
  const common = commonOptions(root);
  const templates = await renderFirstPaint();
  const browserOnly = { ...common, metafile: Boolean(process.env.WIDGET_METAFILE) };
  const childrenStep = await buildChildrenStep(context, templates.children);
  /** @param {esbuild.BuildOptions} options */
  const run = async (options) =>
    keepMetafile(context, (await esbuild.build({ ...browserOnly, ...options })).metafile);
  const widgetFilesDefine = { ...common.define, __WIDGET_FILES__: JSON.stringify(widgetFiles) };
  await run({
    entryPoints: [path.join(root, 'loader/loader.ts')],
    outfile: path.join(dist, 'loader.js'),
    format: 'iife',
    define: widgetFilesDefine,
  });
  // The modal and iframe modes, which loader.js imports on first use (loader/modes.ts).
  await run({
    entryPoints: [path.join(root, 'loader/modes.ts')],
    outfile: path.join(dist, 'loader-modes.js'),
    format: 'esm',
  });
  // The first paint, which loader.js loads beside the bundle (issue 16).
  await run({
    entryPoints: [path.join(root, 'loader/firstPaint/firstPaint.ts')],
    outfile: path.join(dist, 'first-paint.js'),
    format: 'esm',
    define: {
      ...common.define,
      __FIRST_STEP__: JSON.stringify(templates.first),
      __CHILDREN_STEP_FILE__: JSON.stringify(childrenStep),
    },
  });
  // The full page's script, which draws with first-paint.js (imported as that file, not bundled
  // in again) and loads the bundle (issue 32).
  await run({
    entryPoints: [path.join(root, 'loader/firstPaint/pagePaint.ts')],
    outfile: path.join(dist, 'first-paint-page.js'),
    format: 'esm',
    define: widgetFilesDefine,
    plugins: [firstPaintAsFile()],
  });
  return { childrenStep };
}

/**
 * The children step the first paint shows after an early click (issue 32): a module of its own,
 * named by content (immutable, like the chunks), fetched only for venues that ask for children.
 * @param {import('./context.mjs').BuildContext} context
 * @param {unknown} template
 */
async function buildChildrenStep(context, template) {
  const common = commonOptions(context.root);
  const result = await esbuild.build({
    ...common,
    metafile: true,
    entryPoints: {
      'first-paint-children': path.join(context.root, 'loader/firstPaint/childrenStep.ts'),
    },
    outdir: context.dist,
    entryNames: '[name]-[hash]',
    format: 'esm',
    define: { ...common.define, __CHILDREN_STEP__: JSON.stringify(template) },
  });
  keepMetafile(context, result.metafile);
  const [output] = Object.keys(result.metafile.outputs);
  if (!output) throw new Error('build: no children step module');
  return path.basename(output);
}

/** @returns {esbuild.Plugin} */
function firstPaintAsFile() {
  return {
    name: 'first-paint-as-file',
    setup(build) {
      build.onResolve({ filter: /^\.\/firstPaint\.ts$/ }, () => ({
        path: './first-paint.js',
        external: true,
      }));
    },
  };
}

/**
 * The full page. Its one script is first-paint-page.js (with first-paint.js, preloaded beside it),
 * which starts the settings and locale requests, then has the bundle's files downloaded beside
 * them and runs the bundle once the guests step is drawn (issue 32): naming the bundle here too
 * made the browser fetch it all in parallel with the first paint, which then arrived with the
 * last of it on a slow network. Its addresses can hold a booking's guid, the booking link's bearer
 * secret (issue 49): no Referer carries more than the origin, and no search engine indexes it
 * (the demo server sends the same as headers; docs/decisions.md "The booking link is a secret").
 * @param {import('./context.mjs').BuildContext} context
 */
export async function writeIndexHtml({ dist, publicPath }) {
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="referrer" content="strict-origin">
    <meta name="robots" content="noindex">
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

// What every job of the build shares: where it reads and writes, and esbuild's common options.
// Created once per build and passed along; no job keeps state in its module.
import path from 'node:path';

/**
 * @typedef {object} BuildContext
 * @property {string} root the project root
 * @property {string} dist the output folder (WIDGET_DIST lets parallel test runs build apart)
 * @property {string} publicPath where the full page's index.html loads the bundle from
 * @property {import('esbuild').Metafile} metafile the outputs of every esbuild run, for `--why`
 */

/**
 * @param {string} root
 * @param {Record<string, string | undefined>} [env]
 * @returns {BuildContext}
 */
export function buildContext(root, env = process.env) {
  return {
    root,
    dist: path.resolve(root, env.WIDGET_DIST ?? 'dist'),
    publicPath: env.PUBLIC_PATH ?? '/',
    metafile: { inputs: {}, outputs: {} },
  };
}

/**
 * Keeps an esbuild run's metafile in the build's (WIDGET_METAFILE writes them together).
 * @param {BuildContext} context
 * @param {import('esbuild').Metafile | undefined} metafile
 */
export function keepMetafile(context, metafile) {
  if (!metafile) return;
  Object.assign(context.metafile.inputs, metafile.inputs);
  Object.assign(context.metafile.outputs, metafile.outputs);
}

/** esbuild's options for every browser file. @param {string} root */
export function commonOptions(root) {
  return /** @type {const} @satisfies {import('esbuild').BuildOptions} */ ({
    bundle: true,
    minify: true,
    sourcemap: false,
    target: ['chrome105', 'firefox110', 'safari16'],
    legalComments: 'none',
    absWorkingDir: root,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
}

/** A path under dist/ as the manifest writes it. @param {string} dist @param {string} file */
export const distName = (dist, file) => path.relative(dist, file).split(path.sep).join('/');

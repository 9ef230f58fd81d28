// dist/react.js, the runtime of `booking-widget/react` (issue 50): the React component as an ES
// module for a venue's bundler, `react` left an import (the package's optional peer dependency,
// never bundled). Not served to browsers by the widget's origin, so, like the package's types,
// it stays out of the manifest, the size figures, the precompressed files and the pruning
// (written after the prune).
import * as esbuild from 'esbuild';
import path from 'node:path';

/** The component's source, and the file it becomes in dist/. */
const REACT_ENTRY = { source: 'loader/react/BookingWidget.ts', file: 'react.js' };

/**
 * @param {string} root
 * @param {string} dist
 */
export async function buildReact(root, dist) {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, REACT_ENTRY.source)],
    outfile: path.join(dist, REACT_ENTRY.file),
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    // The venue's bundler minifies and targets its own browsers; the file stays readable.
    minify: false,
    target: 'es2020',
    external: ['react', 'react/*'],
    // React Server Components: the component uses hooks, so it is a client component.
    banner: { js: "'use client';" },
    legalComments: 'none',
    logLevel: 'warning',
  });
  return REACT_ENTRY.file;
}

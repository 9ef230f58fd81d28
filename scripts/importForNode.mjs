// Runs the project's TypeScript under Node at build time (build.mjs), and in tests that need
// what the build computes (the first step's template).
import * as esbuild from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cssTemplatesPlugin } from './minifyCssTemplates.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * One of the project's modules, bundled for Node as the widget's bundle is built (production
 * React, the widget's styles minified alike, so Emotion names their classes alike), imported
 * from a data: URL and thrown away.
 * @param {string} entry path from the project root
 */
export async function importForNode(entry) {
  const result = await esbuild.build({
    bundle: true,
    minify: false,
    sourcemap: false,
    legalComments: 'none',
    absWorkingDir: root,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    entryPoints: [path.join(root, entry)],
    platform: 'node',
    format: 'esm',
    write: false,
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    plugins: [cssTemplatesPlugin()],
    // Packages that require Node's own modules (react-dom/server) get a require in this module.
    banner: {
      js: "import { createRequire as nodeRequire } from 'node:module'; const require = nodeRequire(process.cwd() + '/');",
    },
  });
  const code = result.outputFiles?.[0]?.text;
  if (!code) throw new Error(`importForNode: ${entry} produced no output`);
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * The first paint's markup and stylesheets, rendered from the widget's own components by
 * scripts/firstStepTemplate.tsx: the guests step, and the children step drawn after an early
 * click on a party size.
 * @returns {Promise<{ first: import('../loader/firstPaint/template.ts').FirstStepTemplate, children: import('../loader/firstPaint/template.ts').ChildrenStepTemplate }>}
 */
export async function renderFirstPaint() {
  const rendered = /** @type {{ firstPaintTemplates(): any }} */ (
    await importForNode('scripts/firstStepTemplate.tsx')
  );
  return rendered.firstPaintTemplates();
}

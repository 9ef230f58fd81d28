import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const WIDGET_TESTS = ['test/unit/widget', 'test/unit/loader'];

/** The widget's test files that choose their own environment (`// @vitest-environment …`). */
function ownEnvironmentFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (
        /\.test\.tsx?$/.test(entry.name) &&
        /@vitest-environment /.test(readFileSync(file, 'utf8'))
      )
        files.push(file);
    }
  };
  for (const dir of WIDGET_TESTS) walk(dir);
  return files;
}
const OWN_ENVIRONMENT = ownEnvironmentFiles();

/** What the projects that drive Chromium (browser, isolation, security) have in common. */
const CHROMIUM: NonNullable<TestProjectInlineConfiguration['test']> = {
  environment: 'node',
  hookTimeout: 240_000,
  globalSetup: ['test/browser/global-setup.ts'],
  // Files of a worker share one module graph (playwright-core, the demo server) and so one
  // Chromium (test/browser/harness.ts); each file starts its own demo server (issue 35).
  isolate: false,
  // A real browser on a busy 2-core machine: a poll waits up to 10 s, not 1 s.
  expect: { poll: { timeout: 10_000 } },
};

// Projects: `shared` and `scripts` are pure and run in Node (no DOM to set up); `widget` needs
// a DOM (happy-dom), and its files that pick their own environment (jsdom for the sanitiser) run
// in `widget-own-env`; `contract` starts the reference API; `browser`, `isolation` and
// `security` drive Chromium. `npm run test:unit` is the fast inner loop.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
  test: {
    // One worker per core. Vitest's own default is one less than the cores, which is a single
    // worker on a 2-core CI machine: every file one after the other (issue 35).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          environment: 'node',
          // Pure functions hold no state between files, so one module graph serves them all.
          pool: 'threads',
          isolate: false,
          include: ['test/unit/shared/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['test/unit/scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'widget',
          environment: 'happy-dom',
          pool: 'threads',
          // One environment per worker, not per file: happy-dom's set-up was more than half of
          // the project's time (58 s → 26 s on 2 cores). freshDocument.ts empties the body and
          // storage before each file (issue 35).
          isolate: false,
          setupFiles: [
            'test/unit/widget/freshDocument.ts',
            'test/unit/widget/answerSchemasLoaded.ts',
          ],
          include: WIDGET_TESTS.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
          exclude: OWN_ENVIRONMENT,
        },
      },
      {
        extends: true,
        test: {
          // The widget's files that pick their own environment (jsdom for DOMPurify and
          // `:defined`, happy-dom with options): each gets a fresh one, as it asks.
          name: 'widget-own-env',
          environment: 'happy-dom',
          pool: 'threads',
          setupFiles: ['test/unit/widget/answerSchemasLoaded.ts'],
          include: OWN_ENVIRONMENT,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['test/contract/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 60_000,
          ...CHROMIUM,
        },
      },
      {
        extends: true,
        test: {
          // The widget in host pages styled by real frameworks and hostile rules, and the host
          // page left as it was (test/isolation/).
          name: 'isolation',
          include: ['test/isolation/**/*.test.ts'],
          testTimeout: 60_000,
          ...CHROMIUM,
        },
      },
      {
        extends: true,
        test: {
          // Issue 35: the guest flows in Firefox and WebKit, one engine per run (ENGINE=…);
          // `npm run test:engines` runs both side by side (test/engines/run.mjs).
          name: 'engines',
          environment: 'node',
          include: ['test/engines/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          // The files share one module graph and so one engine (suite.ts).
          isolate: false,
          globalSetup: ['test/engines/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Issue 15: attacks as an outsider would try them (XSS corpus, malformed answers, API
          // fuzz, CSP); Node for speed, Chromium through test/browser/harness.ts where it counts.
          name: 'security',
          include: ['test/security/**/*.test.ts'],
          testTimeout: 90_000,
          ...CHROMIUM,
        },
      },
    ],
  },
});

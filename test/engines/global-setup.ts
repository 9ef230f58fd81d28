import type { TestProject } from 'vitest/node';
import { build } from '../../build.mjs';
import { ensureEngines, startWebKitDriver } from './engines.ts';
import { engineName } from './suite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running WebKitWebDriver's address, for a WebKit run ('' otherwise). */
    webKitDriver: string;
  }
}

// Runs once before an engine's tests: the engine installed (or a loud failure) and a fresh
// dist/, unless test/engines/run.mjs has built it once for both engines already. A WebKit run's
// driver (with Xvfb and MiniBrowser) starts here and ends in the teardown, so no worker can
// leave it behind; the files share it and its one MiniBrowser session (suite.ts).
export default async function setup(project: TestProject) {
  const engine = engineName();
  ensureEngines([engine]);
  if (process.env.ENGINES_BUILT !== '1') await build();
  const driver = engine === 'webkit' ? await startWebKitDriver() : undefined;
  project.provide('webKitDriver', driver?.url ?? '');
  return () => driver?.stop();
}

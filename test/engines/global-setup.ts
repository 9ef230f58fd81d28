import { build } from '../../build.mjs';
import { ensureEngines } from './engines.ts';
import { engineName } from './suite.ts';

// Runs once before an engine's tests: the engine installed (or a loud failure) and a fresh
// dist/, unless test/engines/run.mjs has built it once for both engines already.
export default async function setup() {
  ensureEngines([engineName()]);
  if (process.env.ENGINES_BUILT !== '1') await build();
}

import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { build } from '../../build.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the Chromium every test file of the run connects to. */
    chromiumEndpoint: string;
  }
}

// Runs once before the browser tests: a fresh dist/ and one Chromium that every test file
// connects to (issue 35: a launch per file cost about a second each). Each file still gets its
// own contexts, which it closes, and its own demo server.
export default async function setup(project: TestProject) {
  const executablePath = ensureChromium();
  await build();
  const server = await chromium.launchServer({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}

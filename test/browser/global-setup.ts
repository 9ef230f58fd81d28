import { build } from '../../build.mjs';
import { ensureChromium } from './chromium.ts';

// Runs once before the browser tests: a fresh dist/ and a Chromium to drive.
export default async function setup() {
  ensureChromium();
  await build();
}

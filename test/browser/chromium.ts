import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium in its two builds. The tests drive the headless shell (the package
 * chromium-headless-shell, the build Playwright itself runs headless tests in): the same Blink
 * and V8 without the browser around them, which takes half the CPU per test on a 2-core machine
 * (issue 35; docs/decisions.md). The benchmark and the engines step's Chromium use the full browser,
 * the one a guest has.
 */
const CHROMIUM_BUILDS = {
  shell: { binary: '/usr/bin/chromium-headless-shell', package: 'chromium-headless-shell' },
  full: { binary: '/usr/bin/chromium', package: 'chromium' },
} as const;
export type ChromiumBuild = keyof typeof CHROMIUM_BUILDS;

/**
 * Flags for Debian's Chromium on a machine without internet: headless as root, and no
 * background connections (updates, sync, first-run pings) that would only be refused.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROME_PATH when set, else Debian's binary of that build. */
export function chromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  build: ChromiumBuild = 'shell',
): string {
  return env.CHROME_PATH || CHROMIUM_BUILDS[build].binary;
}

/**
 * Makes sure a Chromium is there: installs Debian's package when missing and we are root,
 * otherwise fails with what to install. Browser tests never skip silently.
 */
export function ensureChromium(
  env: NodeJS.ProcessEnv = process.env,
  build: ChromiumBuild = 'shell',
): string {
  const executable = chromiumPath(env, build);
  if (existsSync(executable)) return executable;
  if (env.CHROME_PATH) {
    throw new Error(`CHROME_PATH is ${env.CHROME_PATH}, but no browser is there.`);
  }
  const { binary, package: name } = CHROMIUM_BUILDS[build];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${binary}. Install it (sudo apt-get install -y ${name}) ` +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  console.log(`Chromium is missing: installing Debian’s ${name} package (apt-get)…`);
  const run = (args: string[]) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const update = run(['update']);
  const install =
    update.status === 0 ? run(['install', '-y', '--no-install-recommends', name]) : update;
  if (install.status !== 0 || !existsSync(binary)) {
    throw new Error('Installing Chromium with apt-get failed; see the output above.');
  }
  return binary;
}

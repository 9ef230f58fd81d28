import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

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

/** CHROME_PATH when set, else Debian's Chromium. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH || DEFAULT_CHROMIUM;
}

/**
 * Makes sure a Chromium is there: installs Debian's package when missing and we are root,
 * otherwise fails with what to install. Browser tests never skip silently.
 */
export function ensureChromium(env: NodeJS.ProcessEnv = process.env): string {
  const executable = chromiumPath(env);
  if (existsSync(executable)) return executable;
  if (env.CHROME_PATH) {
    throw new Error(`CHROME_PATH is ${env.CHROME_PATH}, but no browser is there.`);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${DEFAULT_CHROMIUM}. Install it (sudo apt-get install -y chromium) ` +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  console.log('Chromium is missing: installing Debian’s chromium package (apt-get)…');
  const run = (args: string[]) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const update = run(['update']);
  const install =
    update.status === 0 ? run(['install', '-y', '--no-install-recommends', 'chromium']) : update;
  if (install.status !== 0 || !existsSync(DEFAULT_CHROMIUM)) {
    throw new Error('Installing Chromium with apt-get failed; see the output above.');
  }
  return DEFAULT_CHROMIUM;
}

// Issue 50: an A/B of two builds on the host-page bench's venue page, in pairs. On a machine
// shared with other work a single bench run per build measures the machine (docs/architecture.md,
// "Host-page figures"); alternating one cold load of each build, pair after pair, lets a busy
// moment hit both. Each build is served by a demo server of its own (a child process: the demo
// server reads WIDGET_DIST when it loads), from folders built beforehand, e.g.
// `WIDGET_DIST=dist-before npm run build` on the commit before and `npm run build` on this one:
//   node --import tsx scripts/benchPairs.ts dist-before dist [inline,iframe,hover,no-hover] [runs]
// Prints every pair (total blocking time and longest task of a load; click to first step in
// modal mode, after a hover or at once) with the load average, then the medians.
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../test/browser/chromium.ts';
import { PHONE_PROCESS_MODEL, clickToFirstStep, startHostServer, watchLoad } from './benchHost.ts';
import { median } from './median.ts';

const KINDS = ['inline', 'iframe', 'hover', 'no-hover'] as const;
type Kind = (typeof KINDS)[number];

/** A demo server of the build in `dist`, in a child process; resolves with its origin. */
function serveBuild(dist: string): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', process.argv[1]!, '--serve'], {
    env: { ...process.env, WIDGET_DIST: dist },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`bench: the server of ${dist} exited (${code})`)),
    );
    child.stdout!.once('data', (data: Buffer) => resolve({ origin: String(data).trim(), child }));
  });
}

/** One cold load or click of `kind` on the page served for `widget`: its figures by name. */
async function measure(browser: Browser, host: string, widget: string, kind: Kind) {
  if (kind === 'hover' || kind === 'no-hover') {
    return { click: await clickToFirstStep(browser, `${host}/modal-top.html`, kind === 'hover') };
  }
  const load = await watchLoad(browser, `${host}/${kind}-top.html`, widget);
  return { tbt: load.tbt, longest: load.longest };
}

async function main(dists: string[], kinds: Kind[], runs: number) {
  const servers = await Promise.all(dists.map(serveBuild));
  const hosts = await Promise.all(servers.map((s) => startHostServer(s.origin)));
  const browser = await chromium.launch({
    executablePath: chromiumPath(process.env, 'full'),
    headless: true,
    args: [...CHROMIUM_ARGS, ...PHONE_PROCESS_MODEL],
  });
  const seen = new Map<string, number[]>();
  try {
    // A new browser's first page carries the browser's own start-up tasks.
    await watchLoad(browser, `${hosts[0]!.url}/none-top.html`, servers[0]!.origin);
    for (let run = 0; run < runs; run++) {
      for (const kind of kinds) {
        const row = [`${run + 1}`, kind.padEnd(8), `load ${loadavg()[0]!.toFixed(1)}`];
        for (const [i, dist] of dists.entries()) {
          const figures = await measure(browser, hosts[i]!.url, servers[i]!.origin, kind);
          for (const [name, value] of Object.entries(figures)) {
            const key = `${kind} ${name} ${dist}`;
            seen.set(key, [...(seen.get(key) ?? []), value]);
            row.push(`${dist} ${name} ${Math.round(value)} ms`);
          }
        }
        console.log(row.join('  '));
      }
    }
  } finally {
    await browser.close();
    for (const host of hosts) {
      host.server.closeAllConnections();
      host.server.close();
    }
    for (const server of servers) server.child.kill();
  }
  console.log('\nMedians:');
  for (const [key, values] of seen) {
    console.log(`  ${key}: ${Math.round(median(values))} ms (${values.map(Math.round).join(' ')})`);
  }
}

if (process.argv.includes('--serve')) {
  const { startDemoServer } = await import('../demo/createDemoServer.ts');
  const demo = await startDemoServer({ port: 0, api: { dbPath: ':memory:', controls: true } });
  process.stdout.write(`${new URL(demo.url).origin}\n`);
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [before, after, kinds = 'inline,hover,no-hover', runs = '5'] = process.argv.slice(2);
  if (!before || !after) throw new Error('bench: two build folders are needed, before and after');
  const asked = kinds.split(',') as Kind[];
  const unknown = asked.filter((kind) => !KINDS.includes(kind));
  if (unknown.length) throw new Error(`bench: unknown kind ${unknown.join(', ')}`);
  await main([before, after], asked, Math.max(1, Number(runs)));
  process.exit(0);
}

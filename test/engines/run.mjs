// `npm run test:engines [firefox|webkit]`: the guest-facing browser tests of test/engines/ in
// Firefox and WebKit (issue 35). Installs the engines when missing (Debian packages, as root) or
// fails saying what to install, builds dist/ once, then runs one vitest per engine side by side
// and prints a line per engine with its counts. Extra arguments after the engine names go to
// vitest (a file filter, say). Reports land in test-results/engines-<engine>.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Chromium only when named: test/browser/ covers it; here it gives side-by-side screenshots.
const ALL = ['firefox', 'webkit', 'chromium'];
const args = process.argv.slice(2);
const chosen = args.filter((a) => ALL.includes(a));
const rest = args.filter((a) => !ALL.includes(a));
const engines = chosen.length > 0 ? chosen : ['firefox', 'webkit'];

// Installing runs once, before the engines start side by side (apt-get holds one lock).
const ensure = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '-e',
    `import('./test/engines/engines.ts').then((m) => m.ensureEngines(${JSON.stringify(engines)}))`,
  ],
  { cwd: root, stdio: 'inherit' },
);
if (ensure.status !== 0) {
  console.error('✗ engines: the browsers are not there and could not be installed (see above).');
  process.exit(1);
}

const { build } = await import('../../build.mjs');
await build();

mkdirSync(path.join(root, 'test-results'), { recursive: true });

/** @param {string} engine */
function run(engine) {
  const json = path.join(root, 'test-results', `engines-${engine}.json`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'engines',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${json}`,
        ...rest,
      ],
      {
        cwd: root,
        env: { ...process.env, ENGINE: engine, ENGINES_BUILT: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    // Each engine's output is printed whole when it ends, so the two runs do not interleave.
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => {
      const seconds = (Date.now() - started) / 1000;
      resolve({ engine, status, output, json, seconds });
    });
  });
}

const results = await Promise.all(engines.map(run));
let failed = false;
const lines = [];
for (const r of results) {
  console.log(`\n--- ${r.engine} ---\n${r.output.replace(/^npm warn.*\n/gm, '')}`);
  let passed = 0;
  let notPassed = 0;
  if (existsSync(r.json)) {
    const report = JSON.parse(readFileSync(r.json, 'utf8'));
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        if (test.status === 'passed') passed += 1;
        else notPassed += 1;
      }
    }
  }
  // A run that failed outside a test (set-up, a crash) counts as a failure too.
  if (r.status !== 0 && notPassed === 0) notPassed = 1;
  if (r.status !== 0 || notPassed > 0 || passed === 0) failed = true;
  lines.push(
    `${r.engine}: ${passed} passed, ${notPassed} failed (${r.seconds.toFixed(1)} s)${r.status === 0 ? '' : ' ✗'}`,
  );
}
console.log(`\n${lines.join('\n')}`);
process.exit(failed ? 1 : 0);

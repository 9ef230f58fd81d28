// `npm test`: everything a reviewer needs, in order — format, lint, type-check, the import graph,
// unit and contract tests, browser tests (Chromium, then Firefox and WebKit), size budgets, and
// the unit tests re-run under another time zone. `node test/run-all.mjs engines size` runs only
// the steps named. Stops at the first failing step. The closing report counts each distinct test once
// and gives the time-zone re-run its own line: a re-run is not more tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** @param {string} name @param {string[]} projects @param {{ rerun?: string, env?: Record<string, string> }} [options] */
const vitest = (name, projects, options = {}) => ({
  name,
  cmd: 'npx',
  args: [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=test-results/${name}.json`,
  ],
  env: options.env ?? {},
  rerun: options.rerun,
  json: path.join(results, `${name}.json`),
});

/** @typedef {{ name: string, cmd: string, args: string[], env?: Record<string, string>, rerun?: string | undefined, json?: string | string[] }} Step */

/** @type {Step[]} */
const steps = [
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'typecheck-shared', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.shared.json', '--noEmit'] },
  { name: 'imports', cmd: 'node', args: ['scripts/checkImports.mjs'] },
  vitest('unit', ['shared', 'scripts', 'widget', 'contract']),
  vitest('browser', ['browser']),
  vitest('security', ['security']),
  vitest('isolation', ['isolation']),
  // Issue 35: the guest flows in Firefox and WebKit, side by side; the step prints a line per
  // engine. Its tests are named by engine, so each counts as a distinct test.
  {
    name: 'engines',
    cmd: 'node',
    args: ['test/engines/run.mjs'],
    json: ['firefox', 'webkit'].map((e) => path.join(results, `engines-${e}.json`)),
  },
  { name: 'size', cmd: 'node', args: ['scripts/size.mjs'] },
  vitest('unit-adelaide', ['shared', 'widget'], {
    env: { TZ: 'Australia/Adelaide' },
    rerun: 'the shared and widget unit tests re-run under TZ=Australia/Adelaide',
  }),
];

/** Distinct tests by file and full name; a re-run's tests are counted on their own line. */
/** @type {Map<string, boolean>} */
const distinct = new Map();
/** @type {{ what: string, passed: number, failed: number }[]} */
const reruns = [];
let stepFailures = 0;

/** @param {Step} step */
function readReport(step) {
  const files = [step.json ?? []].flat().filter((file) => existsSync(file));
  if (files.length === 0) return null;
  const tally = { passed: 0, failed: 0 };
  for (const json of files) {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    for (const file of report.testResults) {
      const rel = path.relative(root, file.name);
      for (const test of file.assertionResults) {
        const ok = test.status === 'passed';
        // Skipped, todo and pending tests count as failures: a test left behind is a defect.
        tally[ok ? 'passed' : 'failed'] += 1;
        if (!step.rerun) distinct.set(`${rel} > ${test.fullName}`, ok);
      }
    }
  }
  if (step.rerun) reruns.push({ what: step.rerun, ...tally });
  return tally;
}

function summary() {
  const values = [...distinct.values()];
  const passed = values.filter(Boolean).length;
  const failed = values.length - passed + stepFailures;
  console.log(`\ntests: ${passed} passed, ${failed} failed (${values.length} distinct tests)`);
  for (const r of reruns) console.log(`re-run: ${r.what}: ${r.passed} passed, ${r.failed} failed`);
  return failed + reruns.reduce((n, r) => n + r.failed, 0);
}

/** The figures test/security/ writes (payloads tried, malformed cases, fuzz requests, …). */
function printSecurityFigures() {
  const file = path.join(results, 'security-figures.json');
  if (!existsSync(file)) return;
  const figures = JSON.parse(readFileSync(file, 'utf8'));
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
}

const only = process.argv.slice(2);
const unknown = only.filter((name) => !steps.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(`No step ${unknown.join(', ')}; the steps: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(1);
}

const started = Date.now();
for (const step of steps.filter((s) => only.length === 0 || only.includes(s.name))) {
  const t0 = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const run = spawnSync(step.cmd, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const tally = readReport(step);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (run.status !== 0) {
    console.error(`\n✗ ${step.name} failed (${seconds} s)`);
    if (!tally || tally.failed === 0) stepFailures += 1;
    summary();
    process.exit(1);
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
  if (step.name === 'security') printSecurityFigures();
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
process.exit(summary() ? 1 : 0);

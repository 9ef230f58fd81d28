// `npm test`: everything a reviewer needs, in order — format, lint, type-check, the import graph,
// dead code (knip, with the tests and without them), unit and contract tests, browser tests
// (Chromium, then Firefox and WebKit), size budgets, and the unit tests re-run under another time
// zone. `node test/run-all.mjs engines size` runs only
// the steps named. Stops at the first failing step. The closing report counts each distinct test once
// and gives the time-zone re-run its own line: a re-run is not more tests.
//
// Steps of one `group` run side by side (issue 35): the static checks leave part of a core idle
// each, and all five at once took 47 s on a 2-core machine where one after the other took 63 s
// (two at a time: 53 s). Their output is printed whole, each step's after the other, once they are done.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

/** @typedef {{ name: string, cmd: string, args: string[], env?: Record<string, string>, rerun?: string | undefined, json?: string | string[], group?: string }} Step */

/** @type {Step[]} */
const steps = [
  ...[
    { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
    { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
    {
      name: 'typecheck-shared',
      cmd: 'npx',
      args: ['tsc', '-p', 'tsconfig.shared.json', '--noEmit'],
    },
    { name: 'imports', cmd: 'node', args: ['scripts/checkImports.mjs'] },
    // Issue 48: no unused file, export or dependency; with --production, what only tests use is
    // dead too (docs/architecture.md "Dead code and knip").
    { name: 'knip', cmd: 'npx', args: ['knip', '--no-progress'] },
    { name: 'knip-production', cmd: 'npx', args: ['knip', '--production', '--no-progress'] },
  ].map((step) => ({ ...step, group: 'static' })),
  vitest('unit', ['shared', 'scripts', 'widget', 'widget-own-env', 'contract']),
  // The Chromium tests in one run: the guest flows, the attacks and the host-page isolation.
  // One build and one pool, so no step waits for its last file while a core is idle.
  vitest('chromium', ['browser', 'security', 'isolation']),
  // Issue 35: the guest flows in Firefox and WebKit, side by side; the step prints a line per
  // engine. Its tests are named by engine, so each counts as a distinct test.
  {
    name: 'engines',
    cmd: 'node',
    args: ['test/engines/run.mjs'],
    json: ['firefox', 'webkit'].map((e) => path.join(results, `engines-${e}.json`)),
  },
  { name: 'size', cmd: 'node', args: ['scripts/size.mjs'] },
  vitest('unit-adelaide', ['shared', 'widget', 'widget-own-env'], {
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
  const folder = path.join(results, 'security-figures');
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder).sort()) {
    const figures = JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
    for (const [figure, value] of Object.entries(figures)) console.log(`  ${figure}: ${value}`);
  }
}

const only = process.argv.slice(2);
const unknown = only.filter((name) => !steps.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(`No step ${unknown.join(', ')}; the steps: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(1);
}

/**
 * Runs a step. Alone, its output goes straight to the terminal; beside others, it is kept and
 * printed whole when the step ends.
 * @param {Step} step @param {boolean} alone
 * @returns {Promise<{ status: number | null, output: string, seconds: string }>}
 */
function runStep(step, alone) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) =>
      resolve({ status, output, seconds: ((Date.now() - t0) / 1000).toFixed(1) }),
    );
  });
}

/** The chosen steps in batches: consecutive steps of one group run together. */
const batches = /** @type {Step[][]} */ ([]);
for (const step of steps.filter((s) => only.length === 0 || only.includes(s.name))) {
  const last = batches.at(-1);
  if (step.group && last?.[0]?.group === step.group) last.push(step);
  else batches.push([step]);
}

const started = Date.now();
for (const batch of batches) {
  const names = batch.map((s) => s.name).join(', ');
  console.log(`\n=== ${names}${batch.length > 1 ? ' (side by side)' : ''} ===`);
  const runs = await Promise.all(batch.map((step) => runStep(step, batch.length === 1)));
  let failed = false;
  for (const [i, step] of batch.entries()) {
    const run = runs[i];
    if (!run) throw new Error(`no run of ${step.name}`);
    if (batch.length > 1) {
      console.log(`\n--- ${step.name} ---`);
      if (run.output) process.stdout.write(run.output);
    }
    const tally = readReport(step);
    if (run.status !== 0) {
      console.error(`\n✗ ${step.name} failed (${run.seconds} s)`);
      if (!tally || tally.failed === 0) stepFailures += 1;
      failed = true;
      continue;
    }
    console.log(`✓ ${step.name} (${run.seconds} s)`);
    if (step.name === 'chromium') printSecurityFigures();
  }
  if (failed) {
    summary();
    process.exit(1);
  }
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
process.exit(summary() ? 1 : 0);

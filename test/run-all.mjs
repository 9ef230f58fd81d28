// `npm test`: everything a reviewer needs, in order — format, type-check (both configs), unit
// and contract tests (also under another time zone), browser tests, size budgets. Stops at the
// first failing step and ends with a count of tests passed and failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const vitest = (name, projects, env = {}) => ({
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
  env,
  json: path.join(results, `${name}.json`),
});

const steps = [
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'typecheck-shared', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.shared.json', '--noEmit'] },
  vitest('unit', ['unit', 'contract']),
  vitest('unit-adelaide', ['unit'], { TZ: 'Australia/Adelaide' }),
  vitest('browser', ['browser']),
  { name: 'size', cmd: 'node', args: ['scripts/size.mjs'] },
];

let passed = 0;
let failed = 0;
const started = Date.now();
for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const run = spawnSync(step.cmd, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (step.json && existsSync(step.json)) {
    const report = JSON.parse(readFileSync(step.json, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (run.status !== 0) {
    console.error(`\n✗ ${step.name} failed (${seconds} s)`);
    if (!step.json) failed += 1;
    console.log(`\ntests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

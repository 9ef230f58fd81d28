// `npm run screenshots`: runs the browser and isolation tests with SCREENSHOTS=1, so they write
// their screenshots to the ignored test-results/screenshots/ (an ordinary test run writes none),
// then copies them to docs/screenshots/. Only this command changes a tracked file.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.join(root, 'test-results/screenshots');
const to = path.join(root, 'docs/screenshots');
const run = spawnSync('npx', ['vitest', 'run', '--project', 'browser', '--project', 'isolation'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SCREENSHOTS: '1' },
});
if (run.status !== 0) process.exit(run.status ?? 1);
if (!existsSync(from)) {
  console.error('screenshots: the tests wrote no test-results/screenshots/');
  process.exit(1);
}
const shots = readdirSync(from).filter((name) => name.endsWith('.png'));
for (const name of shots) cpSync(path.join(from, name), path.join(to, name));
console.log(`screenshots: ${shots.length} copied to docs/screenshots/`);

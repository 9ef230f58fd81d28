// `npm run screenshots`: the browser tests write their screenshots to the ignored
// test-results/screenshots/; this copies them to docs/screenshots/ when a refresh is wanted,
// so an ordinary test run never changes a tracked file.
import { cpSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.join(root, 'test-results/screenshots');
const to = path.join(root, 'docs/screenshots');
if (!existsSync(from)) {
  console.error('screenshots: no test-results/screenshots/ yet; run the browser tests first');
  process.exit(1);
}
const shots = readdirSync(from).filter((name) => name.endsWith('.png'));
for (const name of shots) cpSync(path.join(from, name), path.join(to, name));
console.log(`screenshots: ${shots.length} copied to docs/screenshots/`);

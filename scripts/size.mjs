// `npm run size`: the table of dist/ outputs and the DESIGN §6 budgets; exits 1 on a broken budget.
// Options: --manifest <path> (default dist/manifest.json, or WIDGET_DIST's; built first when
//          missing),
//          --budget name=size (override one budget, e.g. --budget loader=100 or initial=90KB),
//          --why (where each figure's bytes go, by package or folder; --why=module by file): builds
//          with esbuild's metafile first, or reads one given as --metafile <path>.
import { existsSync, mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  STUB_BUDGET,
  checkBudgets,
  formatReport,
  measure,
  measureStub,
  parseBudgetArgs,
} from './sizeBudgets.mjs';
import { explainSizes, formatWhy } from './sizeWhy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const at = args.indexOf('--manifest');
const manifestPath =
  at >= 0
    ? path.resolve(args[at + 1] ?? '')
    : path.resolve(root, process.env.WIDGET_DIST ?? 'dist', 'manifest.json');

const why = args.find((arg) => arg === '--why' || arg.startsWith('--why='));
const metaAt = args.indexOf('--metafile');
let metafilePath = metaAt >= 0 ? path.resolve(args[metaAt + 1] ?? '') : null;

if (why && !metafilePath) {
  // The metafile must describe the manifest's build: build both now.
  metafilePath = path.join(mkdtempSync(path.join(tmpdir(), 'size-why-')), 'metafile.json');
  process.env.WIDGET_METAFILE = metafilePath;
  const { build } = await import('../build.mjs');
  await build();
} else if (at < 0 && !existsSync(manifestPath)) {
  const { build } = await import('../build.mjs');
  await build();
}
const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
const budgets = parseBudgetArgs(args);
const figures = measure(manifest);
console.log(formatReport(manifest, figures, budgets));
if (why && metafilePath) {
  const metafile = JSON.parse(await readFile(metafilePath, 'utf8'));
  const byModule = why === '--why=module';
  console.log(formatWhy(explainSizes(manifest, metafile, { byModule }), byModule ? 25 : 14));
}
const broken = checkBudgets(figures, budgets);
const stub = measureStub(await readFile(path.join(root, 'loader/stub/snippet.txt'), 'utf8'));
console.log(
  `stub       ${stub} B raw  budget ${STUB_BUDGET} B  ${stub <= STUB_BUDGET ? 'ok' : 'OVER'}`,
);
if (stub > STUB_BUDGET) broken.push(`stub: ${stub} B is over the budget of ${STUB_BUDGET} B`);
if (broken.length) {
  console.error('\nSize budget broken:\n  ' + broken.join('\n  '));
  process.exit(1);
}
console.log('\nAll size budgets hold.');

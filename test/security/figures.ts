import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-results/security-figures.json',
);

/**
 * Records figures of the security suite (test/run-all.mjs prints them after the step). Files
 * run one after another (fileParallelism: false), so a read-modify-write is safe.
 */
export function recordFigures(figures: Record<string, string | number>): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const current = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  writeFileSync(file, JSON.stringify({ ...current, ...figures }, null, 2));
  for (const [name, value] of Object.entries(figures)) console.log(`security: ${name}: ${value}`);
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const folder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-results/security-figures',
);

/**
 * Records figures of the security suite (test/run-all.mjs prints them after the step). Files
 * run side by side, so each test file has its own JSON file; within a file, tests run one
 * after another, so a read-modify-write is safe.
 */
export function recordFigures(figures: Record<string, string | number>): void {
  const testPath = expect.getState().testPath ?? 'unknown';
  const file = path.join(folder, `${path.basename(testPath)}.json`);
  mkdirSync(folder, { recursive: true });
  const current = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  writeFileSync(file, JSON.stringify({ ...current, ...figures }, null, 2));
  for (const [name, value] of Object.entries(figures)) console.log(`security: ${name}: ${value}`);
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN §6: libphonenumber-js loads lazily with the details step, so only the phone module
// may import it, and nothing in shared/ may import that module statically.
const root = join(import.meta.dirname, '../../../../shared');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(root).map((path) => ({
  name: relative(root, path),
  text: readFileSync(path, 'utf8'),
}));

describe('phone module isolation', () => {
  it('doc1 §5 Mobile: the phone module is where libphonenumber-js is used', () => {
    const phone = files.find((file) => file.name === join('validation', 'phone.ts'));
    expect(phone?.text).toMatch(/from 'libphonenumber-js\/core'/);
  });

  it('doc1 §5 Mobile: no other shared module imports libphonenumber-js or the phone module', () => {
    const offenders = files
      .filter((file) => file.name !== join('validation', 'phone.ts'))
      .filter(
        ({ text }) =>
          /from ['"]libphonenumber-js/.test(text) ||
          /^import[^;]*from ['"][./]*(validation\/)?phone(\.ts)?['"]/m.test(text),
      )
      .map((file) => file.name);
    expect(files.length).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});

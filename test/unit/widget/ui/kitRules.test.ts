import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// House rules of the kit that no single component test would catch when someone edits it later.
const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../../widget/ui');
const sources = readdirSync(dir)
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
const count = (text: string, needle: RegExp) => (text.match(needle) ?? []).length;

describe('ui kit house rules', () => {
  it('reads its sources', () => {
    expect(sources.map((s) => s.name)).toContain('Dialog.tsx');
  });

  it.each(sources)(
    '$name sizes nothing in rem (a host html font-size must not change us)',
    ({ text }) => {
      expect(text).not.toMatch(/\d(\.\d+)?rem\b/);
    },
  );

  it.each(sources)('$name never touches the host body styles nor posts messages', ({ text }) => {
    expect(text).not.toMatch(/document\.body\.style/);
    expect(text).not.toMatch(/postMessage/);
    expect(text).not.toMatch(/document\.addEventListener/);
  });

  it.each(sources)('$name pairs every listener and timer with its removal', ({ text }) => {
    expect(count(text, /addEventListener\(/g)).toBe(count(text, /removeEventListener\(/g));
    expect(count(text, /\bsetTimeout\(/g)).toBe(count(text, /\bclearTimeout\(/g));
    expect(count(text, /\bsetInterval\(/g)).toBe(count(text, /\bclearInterval\(/g));
    expect(count(text, /new ResizeObserver\(/g)).toBe(count(text, /\.disconnect\(\)/g));
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The widget's house rules live in eslint.config.mjs; these cases prove each one fires.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('lint house rules (STYLE.md 4, 5; a host page must not change the widget)', () => {
  // The first lint loads the configuration and its plugins (seconds on a busy 2-core machine);
  // done once here, each case below times only its own lint.
  beforeAll(() => ruleIds('', 'widget/ui/Sample.ts'), 60_000);

  it.each([
    ['a size in rem', "export const a = 'padding: 1.5rem';", 'no-restricted-syntax'],
    ['a rem in a template', 'export const a = `margin: ${1}rem 2rem`;', 'no-restricted-syntax'],
    ['host body styles', "document.body.style.overflow = 'hidden';", 'no-restricted-syntax'],
    ['a raw postMessage', "window.parent.postMessage({}, '*');", 'no-restricted-syntax'],
    [
      'a listener on the host document',
      "const f = () => {};\ndocument.addEventListener('x', f);\ndocument.removeEventListener('x', f);",
      'no-restricted-properties',
    ],
    [
      'a listener never removed',
      "window.addEventListener('pagehide', () => {});",
      'house/paired-cleanup',
    ],
    ['a timer never cleared', 'setTimeout(() => {}, 10);', 'house/paired-cleanup'],
    ['an observer never disconnected', 'new ResizeObserver(() => {});', 'house/paired-cleanup'],
  ])('widget/: %s is reported', async (_name, code, rule) => {
    expect(await ruleIds(code, 'widget/ui/Sample.ts')).toContain(rule);
  });

  it.each([
    ['px sizes', "export const a = 'padding: 24px';"],
    [
      'a listener with its removal',
      "const f = () => {};\nwindow.addEventListener('x', f);\nwindow.removeEventListener('x', f);",
    ],
    [
      'a listener that removes itself',
      "window.addEventListener('load', () => {}, { once: true });",
    ],
    ['a timer with its clear', 'const t = setTimeout(() => {}, 10);\nclearTimeout(t);'],
  ])('widget/: %s passes', async (_name, code) => {
    expect(await ruleIds(code, 'widget/ui/Sample.ts')).toEqual([]);
  });

  it('the loader may wait for DOMContentLoaded on the host document', async () => {
    const code = "document.addEventListener('DOMContentLoaded', () => {}, { once: true });";
    expect(await ruleIds(code, 'loader/Sample.ts')).toEqual([]);
  });
});

// @vitest-environment node
// Issue 50 (bytes): the widget bundles libphonenumber-js's modern build, the same version's
// code without Babel's helpers, and it answers as the build Node and the tests load.
import * as esbuild from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.mobile.json';
import { commonOptions } from '../../../scripts/build/context.mjs';
import { modernBuilds } from '../../../scripts/build/modernBuilds.mjs';

const root = path.resolve('.');
const dir = mkdtempSync(path.join(tmpdir(), 'modern-builds-'));
const ENTRY =
  "import { parsePhoneNumberFromString } from 'libphonenumber-js/core';" +
  'export const parse = (text, country, metadata) => {' +
  '  const found = country ? parsePhoneNumberFromString(text, country, metadata) : parsePhoneNumberFromString(text, metadata);' +
  '  return found ? [found.isValid(), found.country ?? null, found.number] : null;' +
  '};';

type Parse = (text: string, country: string | undefined, metadata: MetadataJson) => unknown;

async function bundle(plugins: esbuild.Plugin[]) {
  const result = await esbuild.build({
    ...commonOptions(root),
    stdin: { contents: ENTRY, resolveDir: root, loader: 'js' },
    format: 'esm',
    write: false,
    metafile: true,
    plugins,
  });
  // The package's modules with bytes in the output.
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output?.inputs ?? {})
    .filter(([i, { bytesInOutput }]) => i.includes('libphonenumber') && bytesInOutput > 0)
    .map(([i]) => i);
  return { code: result.outputFiles[0]?.text ?? '', inputs };
}

let modern: Awaited<ReturnType<typeof bundle>>;
let parse: Parse;

beforeAll(async () => {
  modern = await bundle([modernBuilds()]);
  const file = path.join(dir, 'phone.mjs');
  writeFileSync(file, modern.code);
  ({ parse } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { parse: Parse });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('modernBuilds (issue 50: bytes of the flow)', () => {
  it("bundles libphonenumber-js's es6-modern files alone, without Babel's class helpers", async () => {
    expect(modern.inputs.length).toBeGreaterThan(10);
    expect(modern.inputs.filter((i) => !i.includes('/es6-modern/'))).toEqual([]);
    expect(modern.code).not.toContain('Cannot call a class as a function');
    // What `core` exports and the widget does not call stays out (sideEffects: false).
    expect(modern.inputs.some((i) => i.includes('findNumbers'))).toBe(false);
    const plain = await bundle([]);
    expect(plain.inputs.every((i) => i.includes('/es6/'))).toBe(true);
    expect(modern.code.length).toBeLessThan(plain.code.length);
  });

  it.each([
    ['070-123 45 67', 'SE'],
    ['+46 70 123 45 67', undefined],
    ['40 61 23 45', 'NO'],
    ['+45 20 12 34 56', undefined],
    ['+358 41 2345678', undefined],
    ['+1 202 555 0101', undefined],
    ['08-123 456 78', 'SE'],
    ['123', 'SE'],
    ['+999 1234', undefined],
    ['not a number', 'SE'],
  ])('doc 1 §5 Mobile: %s (%s) reads as in the build Node loads', (text, country) => {
    const expected = (() => {
      const found = country
        ? parsePhoneNumberFromString(text, country as never, metadata as MetadataJson)
        : parsePhoneNumberFromString(text, metadata as MetadataJson);
      return found ? [found.isValid(), found.country ?? null, found.number] : null;
    })();
    expect(parse(text, country, metadata as MetadataJson)).toEqual(expected);
  });
});

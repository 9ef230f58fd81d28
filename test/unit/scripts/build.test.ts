// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../build.mjs';

const dist = path.resolve('dist');
let manifest: {
  loader: string;
  entry: string;
  initialChunks: string[];
  files: { file: string; bytes: number; gzip: number }[];
};

beforeAll(async () => {
  manifest = await build();
}, 60_000);

describe('build.mjs (foundation)', () => {
  it('names the widget entry, hashed, and the loader learns it', () => {
    expect(manifest.entry).toMatch(/^widget-[A-Z0-9]{8}\.js$/);
    const loader = readFileSync(path.join(dist, 'loader.js'), 'utf8');
    expect(loader).toContain(manifest.entry);
    expect(loader).not.toMatch(/^\s*(import|export)\b/m);
  });

  it('the entry and every chunk it needs before the first screen are built and preloaded', () => {
    const loader = readFileSync(path.join(dist, 'loader.js'), 'utf8');
    for (const chunk of manifest.initialChunks) {
      expect(chunk).toMatch(/^chunks\//);
      expect(existsSync(path.join(dist, chunk))).toBe(true);
      expect(loader).toContain(chunk);
    }
    // Lazy screens stay out of the initial set.
    expect(manifest.initialChunks.some((c) => /DateStep|TimeStep|sanitize/.test(c))).toBe(false);
  });

  it('index.html loads the entry, and the locales are copied', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(html).toContain(`src="/${manifest.entry}"`);
    expect(html).toContain('<booking-widget mode="page">');
    expect(existsSync(path.join(dist, 'locales/en/common.json'))).toBe(true);
    expect(existsSync(path.join(dist, 'locales/nl-BE/common.json'))).toBe(true);
  });

  it('the manifest lists every output with its raw and gzip size', () => {
    const names = manifest.files.map((f) => f.file);
    expect(names).toContain('loader.js');
    expect(names).toContain(manifest.entry);
    for (const f of manifest.files) {
      expect(f.bytes).toBeGreaterThan(0);
      expect(f.gzip).toBeGreaterThan(0);
    }
    const production = readFileSync(path.join(dist, manifest.entry), 'utf8');
    // Production React: no development warnings in the bundle.
    expect(production).not.toContain('react-dom.development');
  });
});

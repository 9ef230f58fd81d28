// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, integrity, TAGGED_FILES } from '../../../build.mjs';
import { pinOf } from '../../../scripts/build/integrity.mjs';
import { COMPILE_HINT } from '../../../scripts/build/widget.mjs';

const dist = path.resolve(process.env.WIDGET_DIST ?? 'dist');
let manifest: {
  loader: string;
  entry: string;
  initialChunks: string[];
  phoneZones: string[];
  firstPaintChildren: string;
  firstPaint: string;
  modes: string;
  files: { file: string; bytes: number; gzip: number; br: number }[];
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

  it('index.html loads first-paint-page.js, which names the entry; the locales are copied', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    // Issue 32: first-paint-page.js is the full page's one script; it loads the bundle itself
    // and draws with first-paint.js, preloaded beside it (with its integrity, issue 49) and
    // imported as that file.
    expect(html).toContain('<script type="module" src="/first-paint-page.js">');
    const sri = pinOf(readFileSync(path.join(dist, manifest.firstPaint)));
    expect(html).toContain(
      `<link rel="modulepreload" href="/${manifest.firstPaint}" integrity="${sri}">`,
    );
    expect(html).not.toContain(manifest.entry);
    const page = readFileSync(path.join(dist, 'first-paint-page.js'), 'utf8');
    expect(page).toContain(manifest.entry);
    // Imported when needed, as that file, pinned.
    expect(page).toContain(`["${manifest.firstPaint}","${sri}"]`);
    // The inline first paint carries neither the bundle's names nor the page's loading of it.
    const paint = readFileSync(path.join(dist, manifest.firstPaint), 'utf8');
    expect(paint).not.toContain(manifest.entry);
    expect(page).toContain('modulepreload');
    // Issue 52: the full page's main landmark holds the page's one h1 (the widget names it) and
    // the widget.
    expect(html).toMatch(/<main>\s*<h1 id="page-title">[^<]+<\/h1>\s*<booking-widget mode="page">/);
    expect(existsSync(path.join(dist, 'locales/en/common.json'))).toBe(true);
    expect(existsSync(path.join(dist, 'locales/nl-BE/common.json'))).toBe(true);
    // widget/locales/reviews/ (issue 53's review records) is for translators, not a language.
    expect(existsSync(path.join(dist, 'locales/reviews'))).toBe(false);
    expect(manifest.files.filter((f) => f.file.startsWith('locales/reviews/'))).toEqual([]);
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

  it('DESIGN §6: every js/json/html file has a brotli and a gzip twin that decompress to it', () => {
    const compressible = manifest.files.filter((f) => /\.(js|json|html)$/.test(f.file));
    expect(compressible.map((f) => f.file)).toEqual(
      expect.arrayContaining(['loader.js', 'index.html', manifest.entry, 'locales/en/common.json']),
    );
    for (const f of compressible) {
      const file = readFileSync(path.join(dist, f.file));
      const br = readFileSync(path.join(dist, `${f.file}.br`));
      const gz = readFileSync(path.join(dist, `${f.file}.gz`));
      expect(brotliDecompressSync(br).equals(file)).toBe(true);
      expect(gunzipSync(gz).equals(file)).toBe(true);
      // The manifest measures what is served.
      expect([br.length, gz.length]).toEqual([f.br, f.gzip]);
    }
    expect(existsSync(path.join(dist, 'manifest.json.br'))).toBe(true);
  });

  it('issue 33: the SRI values it prints are the sha384 of the files a page names', async () => {
    const hashes = await integrity(dist);
    expect(Object.keys(hashes)).toEqual(TAGGED_FILES);
    const content = readFileSync(path.join(dist, 'loader.js'));
    const expected = `sha384-${createHash('sha384').update(content).digest('base64')}`;
    expect(hashes['loader.js']).toBe(expected);
    expect(new Set(Object.values(hashes)).size).toBe(TAGGED_FILES.length);
  });

  it('DESIGN §6: the phone plans ship as one hashed file per zone, the bundle with their names but no plan', async () => {
    const { phoneZones } = await import('../../../shared/validation/phone.ts');
    const whole = JSON.parse(
      readFileSync('node_modules/libphonenumber-js/metadata.mobile.json', 'utf8'),
    );
    const expected = phoneZones(whole);
    expect(manifest.phoneZones).toHaveLength(Object.keys(expected).length);
    expect(manifest.phoneZones.length).toBeGreaterThan(9);
    const js = manifest.files
      .filter((f) => f.file.endsWith('.js'))
      .map((f) => readFileSync(path.join(dist, f.file), 'utf8'))
      .join('\n');
    for (const file of manifest.phoneZones) {
      const [, zone, hash] = /^phone\/([1-9]\d)-([A-Z0-9]{8})\.json$/.exec(file) ?? [];
      expect(zone, file).toBeDefined();
      const text = readFileSync(path.join(dist, file), 'utf8');
      expect(JSON.parse(text)).toEqual(expected[zone!]);
      // Named by content, so a cached page never pairs one release's code with another's plans.
      expect(createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase()).toBe(hash);
      expect(manifest.files.map((f) => f.file)).toContain(file);
      expect(js).toContain(file);
    }
    // Sweden's mobile pattern is in zone 43's file (+43 to +49), not in any script.
    expect(JSON.stringify(expected['43']!.SE)).toContain('7[023689]');
    expect(js).not.toContain('7[023689]');
  });

  it("issue 50: before the first step, the entry and one shared chunk (the `later` file's valibot joins base's; scripts/build/chunkPlan.mjs)", () => {
    expect(manifest.initialChunks).toHaveLength(1);
    const base = readFileSync(path.join(dist, manifest.initialChunks[0]!), 'utf8');
    expect(base).toContain('Symbol.for("react.element")');
    expect(base).toContain('vendor:"valibot"');
  });

  it('issue 50: no shared chunk is a crumb under 0.5 KB gzip (each costs its glue and a pin; scripts/build/chunkPlan.mjs joins them)', () => {
    const shared = manifest.files.filter((f) => /^chunks\/chunk-[A-Z0-9]{8}\.js$/.test(f.file));
    expect(shared.length).toBeGreaterThan(0);
    for (const { file, gzip } of shared) expect(gzip, file).toBeGreaterThanOrEqual(512);
  });

  it("issue 50: the entry and every chunk open with V8's compile hint, so Chromium compiles them as they stream in, not in the host page's tasks", () => {
    const bundle = manifest.files
      .map((f) => f.file)
      .filter((file) => file === manifest.entry || /^chunks\/.*\.js$/.test(file));
    expect(bundle.length).toBeGreaterThan(5);
    for (const file of bundle) {
      const first = readFileSync(path.join(dist, file), 'utf8').split('\n', 1)[0];
      expect(first, file).toBe(COMPILE_HINT);
    }
    // Not the loader: an IIFE, which V8 compiles eagerly anyway, and no bytes of it to spare.
    expect(readFileSync(path.join(dist, 'loader.js'), 'utf8')).not.toContain(COMPILE_HINT);
  });

  it("issue 50: no script of the release carries Babel's class helpers (libphonenumber-js's modern build, scripts/build/modernBuilds.mjs)", () => {
    for (const { file } of manifest.files.filter((f) => f.file.endsWith('.js'))) {
      expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toContain(
        'Cannot call a class as a function',
      );
    }
  });

  it("issue 32: the children step's module is hashed by content, named by first-paint.js only, and in the manifest", () => {
    const file = manifest.firstPaintChildren;
    expect(file).toMatch(/^first-paint-children-[A-Z0-9]{8}\.js$/);
    expect(manifest.files.map((f) => f.file)).toContain(file);
    const named = manifest.files
      .filter((f) => f.file.endsWith('.js') && f.file !== file)
      .filter((f) => readFileSync(path.join(dist, f.file), 'utf8').includes(file))
      .map((f) => f.file);
    expect(named).toEqual([manifest.firstPaint]);
    const module = readFileSync(path.join(dist, file), 'utf8');
    expect(module).toContain('GuestsChildren');
    expect(module).toMatch(/export\s*\{/);
  });

  it('issue 49: loader.js pins every file it loads (first-paint.js, loader-modes.js, the entry, its chunks) with the sha256 of its bytes, each named by content', () => {
    const loader = readFileSync(path.join(dist, 'loader.js'), 'utf8');
    const files = [manifest.firstPaint, manifest.modes, manifest.entry, ...manifest.initialChunks];
    expect(manifest.firstPaint).toMatch(/^first-paint-[A-Z0-9]{8}\.js$/);
    expect(manifest.modes).toMatch(/^loader-modes-[A-Z0-9]{8}\.js$/);
    for (const file of files) {
      const pin = JSON.stringify([file, pinOf(readFileSync(path.join(dist, file)))]);
      expect(loader, file).toContain(pin);
    }
    // first-paint.js pins the children step's module.
    const paint = readFileSync(path.join(dist, manifest.firstPaint), 'utf8');
    const children = manifest.firstPaintChildren;
    expect(paint).toContain(
      JSON.stringify([children, pinOf(readFileSync(path.join(dist, children)))]),
    );
  });

  it('issue 49: the entry carries the sha256 of every lazy chunk and of what each imports, and is named after them', () => {
    const entry = readFileSync(path.join(dist, manifest.entry), 'utf8');
    const [, json] = /JSON\.parse\('(\{"lazy".*?\})'\)/.exec(entry) ?? [];
    const table = JSON.parse(json!) as {
      lazy: Record<string, string[]>;
      files: Record<string, string>;
    };
    const chunks = manifest.files
      .map((f) => f.file)
      .filter((f) => f.startsWith('chunks/') && !manifest.initialChunks.includes(f));
    // Every chunk the first step does not load is pinned, each by its bytes.
    expect(Object.keys(table.files).sort()).toEqual(chunks.sort());
    for (const [file, sri] of Object.entries(table.files)) {
      expect(sri, file).toBe(pinOf(readFileSync(path.join(dist, file))));
    }
    expect(table.lazy.DateStep?.[0]).toMatch(/^chunks\/DateStep-[A-Z0-9]{8}\.js$/);
    expect(table.lazy.later?.[0]).toMatch(/^chunks\/later-[A-Z0-9]{8}\.js$/);
    // Named after what it holds, table included: a changed chunk renames it.
    const hash = createHash('sha256').update(entry).digest('hex').slice(0, 8).toUpperCase();
    expect(manifest.entry).toBe(`widget-${hash}.js`);
    // The widget's own import() calls all go through the pinning helper.
    const js = chunks.map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n') + entry;
    const all = js.match(/import\("\.[^"]+"\)/g) ?? [];
    const pinned = js.match(/\w+\("\w+",\(\)=>import\("\.[^"]+"\)\)/g) ?? [];
    expect(all.length).toBeGreaterThan(10);
    expect(pinned).toHaveLength(all.length);
  });
});

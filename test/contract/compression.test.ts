// The demo server answers dist/ files precompressed by build.mjs (DESIGN §6, issue 16): the best
// encoding the request accepts, a body that decompresses to the file, and the cache headers kept.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dist = mkdtempSync(path.join(tmpdir(), 'dist-compression-'));
let app: { request(path: string, init?: RequestInit): Response | Promise<Response> };
let close: () => void;
let manifest: {
  entry: string;
  firstPaint: string;
  modes: string;
  phoneZones: string[];
  files: { file: string; bytes: number; gzip: number; br: number }[];
};

beforeAll(async () => {
  // Both modules read WIDGET_DIST when loaded: this file builds and serves its own dist/.
  process.env.WIDGET_DIST = dist;
  const { build } = await import('../../build.mjs');
  manifest = await build();
  const { createDemoApp } = await import('../../demo/createDemoServer.ts');
  ({ app, close } = createDemoApp({ dbPath: ':memory:' }));
}, 120_000);

afterAll(() => {
  close?.();
  rmSync(dist, { recursive: true, force: true });
});

const get = async (url: string, acceptEncoding?: string) => {
  const response = await app.request(
    url,
    acceptEncoding ? { headers: { 'Accept-Encoding': acceptEncoding } } : {},
  );
  return { response, body: Buffer.from(await response.arrayBuffer()) };
};

const decode = (encoding: string | null, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

describe('precompressed files from the demo server (DESIGN §6)', () => {
  it.each([
    ['a browser (gzip, deflate, br, zstd): brotli', 'gzip, deflate, br, zstd', 'br'],
    ['brotli only', 'br', 'br'],
    ['gzip only', 'gzip', 'gzip'],
    ['gzip and deflate: gzip', 'gzip, deflate', 'gzip'],
    ['deflate only: identity', 'deflate', null],
    ['no Accept-Encoding: identity', undefined, null],
  ])('DESIGN §6 the hashed entry, %s', async (_name, accept, encoding) => {
    const file = readFileSync(path.join(dist, manifest.entry));
    const { response, body } = await get(`/${manifest.entry}`, accept);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe(encoding);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(Number(response.headers.get('Content-Length'))).toBe(body.length);
    expect(decode(encoding, body).equals(file)).toBe(true);
    // What crosses the wire is what the manifest measured.
    const measured = manifest.files.find((f) => f.file === manifest.entry)!;
    const wire = { br: measured.br, gzip: measured.gzip }[encoding ?? ''] ?? measured.bytes;
    expect(body.length).toBe(wire);
    if (encoding) expect(body.length).toBeLessThan(file.length / 2);
  });

  it.each([
    ['DESIGN §6 loader.js keeps a short cache', '/loader.js', 'loader.js', SHORT, /javascript/],
    [
      'DESIGN §6 a locale file keeps a short cache',
      '/locales/en/common.json',
      'locales/en/common.json',
      SHORT,
      /json/,
    ],
    ['DESIGN §6 the full page', '/index.html', 'index.html', SHORT, /html/],
    ['DESIGN §6 the SPA fallback of /se_demo/1', '/se_demo/1', 'index.html', SHORT, /html/],
  ])('%s, and answers brotli and gzip', async (_name, url, file, cache, type) => {
    const content = readFileSync(path.join(dist, file));
    for (const encoding of ['br', 'gzip']) {
      const { response, body } = await get(url, encoding);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Encoding')).toBe(encoding);
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(response.headers.get('Content-Type')).toMatch(type);
      expect(response.headers.get('Cache-Control')).toBe(cache);
      expect(decode(encoding, body).equals(content)).toBe(true);
    }
  });

  it('DESIGN §6 a HEAD request names the encoding and the compressed length, with no body', async () => {
    const response = await app.request(`/${manifest.entry}`, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(Number(response.headers.get('Content-Length'))).toBe(
      manifest.files.find((f) => f.file === manifest.entry)!.br,
    );
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('DESIGN §6 the twins themselves are not in the manifest, which measures each file once', () => {
    expect(manifest.files.some((f) => /\.(br|gz)$/.test(f.file))).toBe(false);
    for (const f of manifest.files) expect(f.br).toBeGreaterThan(0);
  });
});

describe('revalidation of the five-minute files (DESIGN §6 ETag/304, issue 31)', () => {
  it.each(['/loader.js', '/locales/en/common.json', '/index.html', '/se_demo/1'])(
    '%s: a strong ETag, and 304 without a body when If-None-Match names it',
    async (url) => {
      const first = await get(url, 'br');
      const etag = first.response.headers.get('ETag');
      expect(etag).toMatch(/^"[\w-]{32}"$/);
      const again = await app.request(url, {
        headers: { 'Accept-Encoding': 'br', 'If-None-Match': `W/"other", ${etag}` },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('ETag')).toBe(etag);
      expect(again.headers.get('Cache-Control')).toBe(SHORT);
      expect(again.headers.get('Vary')).toBe('Accept-Encoding');
      expect((await again.arrayBuffer()).byteLength).toBe(0);
      // Another encoding is another body, so another tag; a tag of nothing sent is a full answer.
      expect((await get(url, 'gzip')).response.headers.get('ETag')).not.toBe(etag);
      const changed = await app.request(url, {
        headers: { 'Accept-Encoding': 'br', 'If-None-Match': '"something-else"' },
      });
      expect(changed.status).toBe(200);
      expect(Buffer.from(await changed.arrayBuffer()).equals(first.body)).toBe(true);
    },
  );

  it('hashed files are immutable: served without revalidation', async () => {
    // first-paint.js and loader-modes.js are named by content too (issue 49: the loader pins them).
    for (const file of [manifest.entry, manifest.firstPaint, manifest.modes]) {
      const { response } = await get(`/${file}`, 'br');
      expect(response.headers.get('Cache-Control'), file).toBe(IMMUTABLE);
      expect(response.headers.get('ETag'), file).toBeNull();
    }
  });

  it('the phone zones are hashed too: immutable, precompressed, readable cross-origin', async () => {
    const zone = manifest.phoneZones[0]!;
    const { response, body } = await get(`/${zone}`, 'br');
    expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(typeof JSON.parse(decode('br', body).toString('utf8'))).toBe('object');
    // Locales keep their five minutes: they are named by language, not by content.
    const locale = await get('/locales/en/common.json', 'br');
    expect(locale.response.headers.get('Cache-Control')).toBe(SHORT);
  });
});

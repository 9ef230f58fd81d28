import { Hono, type MiddlewareHandler } from 'hono';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createReferenceApi, handles, type ReferenceApiOptions } from './api/app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist =
  path.relative(process.cwd(), path.resolve(root, process.env.WIDGET_DIST ?? 'dist')) || '.';
const site = path.relative(process.cwd(), path.join(root, 'demo/site')) || '.';

export interface DemoServerOptions {
  /** @default 8080, or PORT; 0 picks a free port */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** Passed to the reference API (database, seed, test controls, clock). */
  api?: ReferenceApiOptions;
}

export interface DemoServer {
  url: string;
  /** Stops the server: requests in flight get `graceMs` (default 1 s) to finish. */
  close(graceMs?: number): Promise<void>;
}

const isHashed = (file: string) => /-[A-Z0-9]{8}\.(js|json)$/.test(file);
/** build.mjs writes `.br` and `.gz` beside these (DESIGN §6). */
const isPrecompressed = (file: string) => /\.(js|json|html)$/.test(file);

/**
 * Headers of a file from dist/: hashed files are cached for a year, everything else (loader.js,
 * locales, index.html) for five minutes, so a release reaches every page within five minutes.
 */
function staticHeaders(file: string): Record<string, string> {
  return {
    // The bundle is loaded cross-origin by venues' sites as a module script, which needs CORS.
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': isHashed(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    // The same URL answers br, gzip or identity by Accept-Encoding: a cache must key on it,
    // also when this answer is the identity one.
    ...(isPrecompressed(file) ? { Vary: 'Accept-Encoding' } : {}),
    ...(file.endsWith('.html') ? PAGE_HEADERS : {}),
  };
}

/**
 * The widget's own page (index.html, for every route: the full page and the iframe's) holds a
 * booking's guid in its address, and the booking link is a bearer secret (issue 49): what the
 * page loads or links to learns the origin at most, and search engines index none of it.
 * index.html says the same in `<meta>` tags, for servers that set no headers.
 */
const PAGE_HEADERS = {
  'Referrer-Policy': 'strict-origin',
  'X-Robots-Tag': 'noindex',
} as const;

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * A file of dist/ that is not immutable (loader.js, first-paint.js, locales, index.html) with a
 * strong ETag of the bytes sent (the .br, .gz and plain answers each have their own), and 304
 * without a body when the request's If-None-Match names it (DESIGN §6; issue 31): a returning
 * visitor revalidates the five-minute files instead of downloading them again.
 */
async function revalidated(found: Response, ifNoneMatch: string | undefined): Promise<Response> {
  const body = new Uint8Array(await found.arrayBuffer());
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const headers = new Headers(found.headers);
  headers.set('ETag', etag);
  if (!matchesETag(ifNoneMatch, etag)) return new Response(body, { status: found.status, headers });
  headers.delete('Content-Length');
  return new Response(null, { status: 304, headers });
}

/** Google Analytics' hosts (doc 2 §7): gtag.js and its beacons, for a venue with a gaTrackingId. */
const GA_HOSTS =
  'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

/**
 * The Content-Security-Policy of the widget's own page in a venue's iframe (docs/security.md):
 * scripts and styles only from the widget's origin or with this response's nonce (the page's
 * tags, Emotion's <style> tags, gtag.js and a host's `loadScript` get it from the element), no
 * 'unsafe-inline' or 'unsafe-eval', no plugins, no <base>. frame-ancestors stays open: any venue
 * may frame the widget.
 */
function framePagePolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: ${GA_HOSTS}`,
    `connect-src 'self' ${GA_HOSTS}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * index.html with the nonce on its <script> and <style> tags and on <booking-widget> (the widget
 * gives it to its styles and scripts), and, in the demo, gtag.js pointed at the local stub.
 */
function withNonce(html: string, nonce: string, gtagSrc?: string): string {
  return html.replace(/<(script|style|booking-widget)\b/gi, (tag, name: string) => {
    const stub = gtagSrc && name.toLowerCase() === 'booking-widget' ? ` gtag-src="${gtagSrc}"` : '';
    return `${tag} nonce="${nonce}"${stub}`;
  });
}

/**
 * The full page when a venue frames it (iframe mode: the browser says `Sec-Fetch-Dest: iframe`):
 * index.html with a fresh nonce and the strict policy above, compressed as the request accepts
 * and never cached (a nonce serves one response). Top-level visits get dist/'s file as it is.
 */
function framePage(dist: string, gtagSrc: string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header('Sec-Fetch-Dest') !== 'iframe') return next();
    const html = await readFile(path.join(dist, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return next();
    const nonce = randomBytes(16).toString('base64');
    const page = Buffer.from(withNonce(html, nonce, gtagSrc));
    const accept = c.req.header('Accept-Encoding') ?? '';
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    const body =
      encoding === 'br' ? brotliCompressSync(page) : encoding === 'gzip' ? gzipSync(page) : page;
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': framePagePolicy(nonce),
      'Cache-Control': 'private, no-cache',
      ...PAGE_HEADERS,
      Vary: 'Accept-Encoding, Sec-Fetch-Dest',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
  };
}

/** @internal Exported for its tests. */
export interface DemoAppOptions {
  /** gtag.js for the framed page; the demo never reaches Google. @default the demo's stub */
  gtagSrc?: string;
}

/**
 * The demo: the reference API under /api and /demo, the demo venue site under /site, and
 * dist/ for everything else, with unknown paths answered by the full-page index.html.
 * @internal Exported for its tests.
 */
export function createDemoApp(apiOptions?: ReferenceApiOptions, options: DemoAppOptions = {}) {
  const api = createReferenceApi(apiOptions);
  const app = new Hono();

  // The API matches its paths in any case (DESIGN §3), so the hand-off does too.
  app.use('*', async (c, next) =>
    handles(new URL(c.req.url).pathname) ? api.app.fetch(c.req.raw, c.env) : next(),
  );
  app.get('/', serveStatic({ root: site, path: 'index.html' }));
  app.get(
    '/site/*',
    serveStatic({ root: site, rewriteRequestPath: (p) => p.replace(/^\/site/, '') }),
  );
  // dist/ holds a brotli and a gzip twin of each js/json/html file (build.mjs): serveStatic
  // sends the best one the request accepts (br, then gzip) with Content-Encoding and Vary.
  const fromDist = (path?: string): MiddlewareHandler => {
    const serveFile = serveStatic({ root: dist, ...(path ? { path } : {}), precompressed: true });
    return async (c, next) => {
      const found = await serveFile(c, next);
      // serveStatic's onFound runs after the answer is built, too late for headers: set them
      // on the answer itself, by the file asked for (not its .br or .gz twin).
      if (!(found instanceof Response)) return found;
      const file = path ?? c.req.path;
      for (const [name, value] of Object.entries(staticHeaders(file))) {
        found.headers.set(name, value);
      }
      return found.status === 200 && c.req.method === 'GET' && !isHashed(file)
        ? revalidated(found, c.req.header('If-None-Match'))
        : found;
    };
  };
  // The full page in a venue's iframe: index.html under a strict CSP with a nonce.
  const framed = framePage(dist, options.gtagSrc ?? '/site/gtag-stub.js');
  app.get('/index.html', framed);
  app.get('*', fromDist());
  // The full page's routes (/se_demo/1, …) are the SPA fallback: index.html, never cached long.
  app.get('*', framed);
  // ?serverClock: the full page's clock follows the API's (docs/reference-api.md).
  app.get('*', async (c, next) => {
    if (!new URL(c.req.url).searchParams.has('serverClock')) return next();
    const html = await readFile(path.join(dist, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return next();
    const page = html.replace('<head>', '<head><script src="/site/server-clock.js"></script>');
    return c.html(page, 200, { 'Cache-Control': 'no-store', ...PAGE_HEADERS });
  });
  app.get('*', fromDist('index.html'));
  return { app, close: () => api.close() };
}

export function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const { app, close: closeApi } = createDemoApp(options.api);
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: host }, (info: AddressInfo) => {
      resolve({
        url: `http://${host}:${info.port}`,
        // Stop accepting, let requests in flight finish (at most `graceMs`), then close the
        // remaining connections and only then the database, so no request sees it closed.
        close: (graceMs = 1_000) =>
          new Promise<void>((done) => {
            const timer = setTimeout(() => {
              if ('closeAllConnections' in server) server.closeAllConnections();
            }, graceMs);
            server.close(() => {
              clearTimeout(timer);
              closeApi();
              done();
            });
            if ('closeIdleConnections' in server) server.closeIdleConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}

import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

const isHashed = (file: string) => /-[A-Z0-9]{8}\.js$/.test(file);

function staticHeaders(file: string): Record<string, string> {
  return {
    // The bundle is loaded cross-origin by venues' sites as a module script, which needs CORS.
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': isHashed(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
  };
}

/**
 * The demo: the reference API under /api and /demo, the demo venue site under /site, and
 * dist/ for everything else, with unknown paths answered by the full-page index.html.
 */
export function createDemoApp(apiOptions?: ReferenceApiOptions) {
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
  app.get(
    '*',
    serveStatic({
      root: dist,
      onFound: (file, c) => {
        for (const [name, value] of Object.entries(staticHeaders(file))) c.header(name, value);
      },
    }),
  );
  app.get('*', serveStatic({ root: dist, path: 'index.html' }));
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

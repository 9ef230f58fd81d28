import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A venue's own site for one browser test file: its pages served on a free 127.0.0.1 port, an
 * origin other than the widget's, as a venue pastes the widget. `page` answers a request's URL
 * with the page's HTML, or undefined for a 404. Started before the file's tests, closed after.
 */
export function venueHost(page: (url: URL) => string | undefined): { readonly url: string } {
  let server: Server | undefined;
  let url = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const body = page(new URL(req.url ?? '/', 'http://venue'));
      res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(body ?? 'not found');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return {
    get url() {
      if (!url) throw new Error('venueHost: the venue’s server is not started yet');
      return url;
    },
  };
}

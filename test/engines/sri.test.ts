// Issue 49: what the widget's integrity pins rely on, checked in each engine rather than read
// about: a `<link rel=modulepreload integrity>` whose value does not match fires `error` (the
// widget then never imports the file), a matching one fires `load` without running the module,
// and `fetch(url, { integrity })` rejects bytes that do not match. WebKit (as of the engine these
// tests install) loads a modulepreload whatever its integrity: there the pins of the modules do
// nothing, and this test says so, so that it fails the day WebKit starts checking and the README
// can say it. README "Versioned URLs and SRI" states the result per engine;
// test/browser/sri.test.ts runs the real widget in Chromium with files changed in transit.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineSuite } from './suite.ts';

const suite = engineSuite();

// Leaves its name (the query) on the page when it runs.
const MODULE = `globalThis.__ran = [...(globalThis.__ran || []), import.meta.url.split('?')[1]];\n`;
const DATA = '{"plans":true}';
const sri = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;
const WRONG = `sha256-${'A'.repeat(43)}=`;

let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/m.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      res.end(MODULE);
    } else if (path === '/data.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(DATA);
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="en"><head><title>SRI</title></head><body></body></html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Outcome {
  wrongPreload: string;
  rightPreload: string;
  ranAfterPreloads: string[];
  ranAfterImport: string[];
  wrongFetch: string;
  rightFetch: string;
}

const probe = (right: string, rightData: string) => `(async () => {
  const preload = (href, integrity) => new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.integrity = integrity;
    link.onload = () => resolve('load');
    link.onerror = () => resolve('error');
    document.head.appendChild(link);
  });
  const wrongPreload = await preload('/m.js?wrong', ${JSON.stringify(WRONG)});
  const rightPreload = await preload('/m.js?right', ${JSON.stringify(right)});
  const ranAfterPreloads = [...(globalThis.__ran || [])];
  await import('/m.js?right');
  const ranAfterImport = [...(globalThis.__ran || [])];
  const outcome = (p) => p.then((r) => r.json()).then(() => 'ok', () => 'rejected');
  const wrongFetch = await outcome(fetch('/data.json', { integrity: ${JSON.stringify(WRONG)} }));
  const rightFetch = await outcome(fetch('/data.json', { integrity: ${JSON.stringify(rightData)} }));
  return { wrongPreload, rightPreload, ranAfterPreloads, ranAfterImport, wrongFetch, rightFetch };
})()`;

describe(`${suite.name}: integrity as the widget's pins use it (issue 49)`, () => {
  it('a modulepreload whose integrity does not match fails (not in WebKit), one that matches loads without running; fetch checks integrity in every engine', async () => {
    const tab = await suite.open(`${origin}/`);
    const outcome = await tab.evaluate<Outcome>(probe(sri(MODULE), sri(DATA)));
    expect(outcome).toEqual({
      wrongPreload: suite.name === 'webkit' ? 'load' : 'error',
      rightPreload: 'load',
      ranAfterPreloads: [],
      ranAfterImport: ['right'],
      wrongFetch: 'rejected',
      rightFetch: 'ok',
    });
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { settled } from './support.ts';

// The widget's own page in a venue's iframe runs under the demo server's strict CSP header
// (docs/security.md "The frame page's policy"). Tuesday 1 December 2026, 08:00 in Stockholm.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

// Runs in every frame before its own scripts: what the policy refused, and what it let run.
const WATCH = `window.__violations = [];
document.addEventListener('securitypolicyviolation', function (e) {
  window.__violations.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline'));
});`;

let hostServer: Server;
let hostUrl = '';

beforeAll(async () => {
  hostServer = createServer((_req, res) => {
    const widget = demo.harness.server.url;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Venue</title></head>
<body><main><h1>Venue</h1>
<script async src="${widget}/loader.js" data-system="se_demo" data-unit="1" data-mode="iframe" data-lang="en"></script>
</main></body></html>`);
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  hostServer.closeAllConnections();
  await new Promise((resolve) => hostServer.close(resolve));
});

const violations = (frame: { evaluate: Page['evaluate'] }) =>
  frame.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

describe('the iframe page under its own strict CSP (doc 2 §7 parent messages, DESIGN §5 iframe mode)', () => {
  it('the frame page is served with the policy: nonce scripts and styles, no inline, no plugins, no <base>, any venue may frame it', async () => {
    const page = await demo.harness.newPage(PHONE, { fixedTime: NOW });
    const framed = page.waitForResponse(
      (r) => r.request().frame() !== page.mainFrame() && r.request().resourceType() === 'document',
    );
    await page.goto(`${hostUrl}/`);
    const response = await framed;
    const policy = (await response.allHeaders())['content-security-policy'] ?? '';
    const directives = Object.fromEntries(
      policy.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    const nonce = /'nonce-([A-Za-z0-9+/=]{16,})'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(directives['script-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(directives['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|frame-ancestors/);
    // Every tag of the page carries this response's nonce; a fresh one on each load.
    const html = await response.text();
    const tags = html.match(/<(script|style|booking-widget)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(3);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await fetch(response.url(), { headers: { 'Sec-Fetch-Dest': 'iframe' } });
    expect(again.headers.get('content-security-policy')).not.toContain(nonce);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('a guest books a table through the frame with 0 CSP violations, while the policy does refuse an injected script', async () => {
    const page = await demo.harness.newPage(PHONE, { fixedTime: NOW });
    await page.addInitScript(WATCH);
    const console: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) console.push(m.text());
    });
    page.on('pageerror', (error) => console.push(String(error)));
    await page.goto(`${hostUrl}/`);
    const frame = page.frameLocator('iframe');
    const inner = () => page.frames().find((f) => f.name().startsWith('booking-widget|'))!;
    const title = frame.getByTestId('step-title');
    await frame.getByRole('button', { name: '2 guests', exact: true }).click({ timeout: 15_000 });
    await expect.poll(() => title.textContent()).toBe('How many of them are children?');
    // Emotion's nonce'd <style> tags apply inside the frame.
    expect(
      await inner().evaluate(() => {
        const root = document.querySelector('booking-widget')!.shadowRoot!;
        return getComputedStyle(root.querySelector('button')!).cursor;
      }),
    ).toBe('pointer');
    await frame.getByRole('button', { name: '0 children' }).click();
    await expect.poll(() => title.textContent()).toBe('Choose a date');
    await frame
      .getByRole('gridcell')
      .getByRole('button', { name: / 2 December 2026/ })
      .click();
    await expect.poll(() => title.textContent()).toBe('Choose a time');
    await frame
      .locator('[data-row="Lunch"]')
      .getByRole('button', { name: /^12:00/ })
      .first()
      .click();
    await frame.getByTestId('details-form').waitFor({ timeout: 10_000 });
    await frame.getByLabel('First name').click();
    await page.keyboard.type('Anna');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lindqvist');
    await frame.getByLabel('Country calling code').selectOption('SE');
    await frame.getByLabel('Mobile number').click();
    await page.keyboard.type('070-123 45 67');
    await frame.getByLabel('Email').click();
    await page.keyboard.type('anna@example.com');
    await frame.getByLabel('Company name').fill('Lindqvist AB');
    await frame.getByLabel('Company name').blur();
    await expect.poll(() => frame.getByTestId('details-submit').isDisabled()).toBe(false);
    await frame.getByTestId('details-submit').click();
    await expect
      .poll(() => frame.getByTestId('booking-heading').textContent(), { timeout: 10_000 })
      .toBe('Booking confirmed');
    await settled(inner());
    await settled(page);
    expect(await violations(inner())).toEqual([]);
    expect(await violations(page)).toEqual([]);
    expect(console).toEqual([]);

    // The policy is live: an injected inline script and an inline style attribute are refused.
    const injected = await inner().evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { background: rgb(1, 2, 3) }';
      document.head.append(style);
      return {
        ran: (window as unknown as { __injected?: boolean }).__injected ?? false,
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
    expect(injected.ran).toBe(false);
    expect(injected.background).not.toBe('rgb(1, 2, 3)');
    await expect
      .poll(async () => (await violations(inner())).map((v) => v.split(' ')[0]))
      .toEqual(['script-src-elem', 'style-src-elem']);
  });

  it('the top-level full page is unchanged: dist/index.html as built, precompressed and cached briefly', async () => {
    const response = await fetch(`${demo.harness.server.url}/se_demo/1`, {
      headers: { 'Sec-Fetch-Dest': 'document', 'Accept-Encoding': 'br' },
    });
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).not.toContain('nonce=');
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attr, click, text, until, waitForText } from './page.ts';
import { engineSuite, errors, TITLE } from './suite.ts';

// Issue 35: what a guest sees first is the same in every engine: the first paint (issue 16)
// draws the venue's welcome text beside the guests step, and the widget's text is set in the
// same font stack, which here resolves to the platform's sans-serif in every engine.
const suite = engineSuite();

// A venue page that records, every frame from before the loader runs, what the first paint
// drew (WebDriver classic cannot hold the bundle back at the network as test/browser does).
const page = (widget: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Venue</title>
<script>
window.paints = [];
(function look() {
  var w = document.querySelector('booking-widget');
  var root = w && w.shadowRoot;
  var paint = root && [].find.call(root.children, function (c) { return c.hasAttribute('data-first-paint') && c.tagName !== 'STYLE'; });
  if (paint) {
    var side = paint.querySelector('[part="side"]');
    window.paints.push({ buttons: paint.querySelectorAll('button').length, side: side ? side.textContent.trim() : '' });
  }
  requestAnimationFrame(look);
})();
</script></head><body><main>
<script async src="${widget}/loader.js" data-system="se_demo" data-unit="1" data-lang="en"></script>
</main></body></html>`;

// The same venue without the loader: the page asks for the answers and draws with
// first-paint.js, and no bundle ever runs, so the first paint stays (WebDriver waits for a page's
// load, which the bundle's import delays in Firefox and WebKit).
const paintOnly = (widget: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Venue</title></head>
<body><main><booking-widget system="se_demo" unit="1" lang="en"></booking-widget></main>
<script type="module">
const base = '${widget}/';
// Named by content (issue 49): the manifest says which file this release's first paint is.
const { firstPaint } = await (await fetch(base + 'manifest.json')).json();
const paint = await import(base + firstPaint);
const startup = paint.startupRequests({ unit: '1', lang: 'en', assetBase: base,
  stored: { apiBase: null, lang: null }, browserLanguages: navigator.languages });
paint.registerPrefetch(startup.settingsUrl, fetch(startup.settingsUrl, { headers: { system: 'se_demo' } }));
for (const url of startup.localeUrls) paint.registerPrefetch(url, fetch(url));
window.painted = await paint.paintFirstStep(document.querySelector('booking-widget'), startup);
</script></body></html>`;

let host: Server;
let hostUrl = '';
beforeAll(async () => {
  host = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(req.url?.includes('paint-only') ? paintOnly(suite.server.url) : page(suite.server.url));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  host.closeAllConnections();
  await new Promise((resolve) => host.close(resolve));
});

type Paint = { buttons: number; side: string };

describe(`${suite.name}: the same first screen in every engine (issue 35, issue 16)`, () => {
  it('the first paint draws the guests step with the venue’s welcome text, then React takes over', async () => {
    const tab = await suite.open(hostUrl);
    await waitForText(tab, TITLE, 'Choose number of guests');
    const paints = await tab.evaluate<Paint[]>('window.paints');
    // A fast machine may hand over before a frame is recorded; then React drew the same step.
    for (const paint of paints) {
      expect(paint.buttons).toBeGreaterThan(0);
      expect(paint.side).toContain('Välkommen till Smak & Sill');
    }
    // After the hand-over the visible side column is React's, with the whole welcome text.
    await until(
      () => text(tab, { css: '[part="side"]' }),
      (side) => !!side && side.includes('Välkommen till Smak & Sill') && side.includes('Boka bord'),
      'the whole welcome text after the hand-over',
    );
    expect(await errors(tab)).toEqual([]);
  });

  it('issue 32: a party size clicked on the first paint shows the children step; its choice is kept, and Back returns', async () => {
    // The first paint alone, on a venue page of another origin: first-paint.js draws from the
    // answers the page asked for, as the full page's script does, and the bundle never comes.
    const tab = await suite.open(`${hostUrl}?paint-only`);
    const paint = (css: string) => ({ css: `[data-first-paint] ${css}` });
    await click(tab, paint('button[aria-label="2 guests"]'));
    await waitForText(tab, paint('h2'), 'How many of them are children?');
    expect(await text(tab, paint('[aria-label="Your choices"]'))).toBe('2 guests');
    expect(await attr(tab, paint('[role="progressbar"]'), 'aria-valuetext')).toBe('Step 2 of 5');
    await click(tab, paint('button[aria-label="1 child"]'));
    expect(await attr(tab, paint('button[aria-label="1 child"]'), 'aria-pressed')).toBe('true');
    const kept = () =>
      tab.evaluate<(string | null)[]>(
        `['guests', 'children'].map((name) => document.querySelector('booking-widget').getAttribute(name))`,
      );
    // Where the widget reads its prefill once its bundle runs.
    expect(await kept()).toEqual(['2', '1']);
    // The step's own sheet applies: the back button in its row, the pressed count in colour.
    // (after its 120 ms transition: the venue's primary, #1f3a5f).
    await until(
      () =>
        tab.evaluate<string>(
          `getComputedStyle(document.querySelector('booking-widget').shadowRoot.querySelector('button[aria-pressed="true"]')).backgroundColor`,
        ),
      (colour) => colour === 'rgb(31, 58, 95)',
      'the pressed count in the venue’s colour',
    );
    await click(tab, paint('[part="wizard"] > div > button'));
    await waitForText(tab, paint('h2'), 'Choose number of guests');
    expect(await kept()).toEqual([null, null]);
    expect(await errors(tab)).toEqual([]);
  });

  it('the widget’s text falls back to the platform’s sans-serif, as in Chromium', async () => {
    const tab = await suite.open('/site/inline.html');
    await waitForText(tab, TITLE, 'Choose number of guests');
    // The same words at the same size and weight in the widget's font and in sans-serif.
    const widths = await tab.evaluate<[number, number, string]>(`(() => {
      const title = document.querySelector('booking-widget').shadowRoot.querySelector('[data-testid="step-title"]');
      const style = getComputedStyle(title);
      const probe = (family) => {
        const span = document.createElement('span');
        span.textContent = 'Choose number of guests 0123456789 Åäö';
        span.style.cssText = 'position:absolute;white-space:nowrap;font-size:' + style.fontSize + ';font-weight:' + style.fontWeight + ';font-family:' + family;
        title.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      };
      return [probe(style.fontFamily), probe('sans-serif'), style.fontFamily];
    })()`);
    expect(widths[0], widths[2]).toBeCloseTo(widths[1], 0);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from './harness.ts';
import { demoAt } from './demoAt.ts';

// Issue 50 ("A single-page app can host it"): examples/react (the `BookingWidget` component of
// `booking-widget/react`, dist/react.js as the package ships it) and examples/vue, each a routed
// app bundled here with esbuild as a venue's bundler would, in their index.html with loader.js
// from this server. The widget mounts on one route, goes with a route change, comes back, and a
// guest still takes the first step; the app hears it through the event prop (`onStep`).
// Tuesday 1 December 2026, 08:00 in Stockholm (as in venue-kit.test.ts): se_demo/1 asks children.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

const root = path.resolve(import.meta.dirname, '../..');
const examples = path.join(root, 'examples');

/** `booking-widget/react` as the package exports it: the built dist/react.js. */
const packageEntries: esbuild.Plugin = {
  name: 'booking-widget-package',
  setup(build) {
    build.onResolve({ filter: /^booking-widget\/react$/ }, () => ({
      path: path.join(root, process.env.WIDGET_DIST ?? 'dist', 'react.js'),
    }));
  },
};

async function bundle(entry: string): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.join(examples, entry)],
    bundle: true,
    write: false,
    format: 'esm',
    absWorkingDir: root,
    // The examples' own settings, not the repository's (its JSX is Emotion's).
    tsconfigRaw: { compilerOptions: { jsx: 'react-jsx', verbatimModuleSyntax: true } },
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    plugins: [packageEntries],
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

/** The example's index.html, its loader.js this server's and its script the bundle. */
function hostPage(example: 'react' | 'vue', script: string) {
  const html = readFileSync(path.join(examples, example, 'index.html'), 'utf8')
    .replace('https://widget.example.com/v1/loader.js', '/loader.js')
    .replace(/\.\/main\.tsx?/, script);
  expect(html).toContain('src="/loader.js"');
  expect(html).toContain(script);
  return html;
}

const bundles: Record<'react' | 'vue', string> = { react: '', vue: '' };

beforeAll(async () => {
  [bundles.react, bundles.vue] = await Promise.all([
    bundle('react/main.tsx'),
    bundle('vue/main.ts'),
  ]);
});

async function openApp(example: 'react' | 'vue') {
  const page = await demo.harness.newPage(DESKTOP, { fixedTime: NOW });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(`**/site/${example}-app.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: hostPage(example, `/site/${example}-app.js`),
    }),
  );
  await page.route(`**/site/${example}-app.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: bundles[example] }),
  );
  await page.goto(`/site/${example}-app.html#/`);
  return { page, errors };
}

const title = (page: Page) => page.getByTestId('step-title');
const widgets = (page: Page) => page.locator('booking-widget').count();
const link = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

describe.each(['react', 'vue'] as const)('issue 50: the %s example, a routed app', (example) => {
  it('mounts the widget on its route, drops it on another, and a guest books on return', async () => {
    const { page, errors } = await openApp(example);
    await expect.poll(() => page.getByText('Welcome to our restaurant.').count()).toBe(1);
    expect(await widgets(page)).toBe(0);

    await link(page, 'Book a table').click();
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    expect(await widgets(page)).toBe(1);

    await link(page, 'Contact').click();
    await expect.poll(() => widgets(page)).toBe(0);
    await expect.poll(() => page.getByText('Call us on +46 8 123 456 78.').count()).toBe(1);

    await link(page, 'Book a table').click();
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    expect(await widgets(page)).toBe(1);
    await page.getByRole('button', { name: '2 guests', exact: true }).click();
    await expect.poll(() => title(page).textContent()).toBe('How many of them are children?');
    // The event prop (React's onStep, the Vue view's `step` emit) fired with the guest's choice.
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Step: wizard, guests: 2');
    expect(errors).toEqual([]);
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../browser/harness.ts';
import { expectStep, openHost, settle, NOW } from './host.ts';
import { HOSTS, PLAIN, type Host } from './hosts.ts';
import { compareShots, measureWidget, pixelDiff, type ElementShot } from './measure.ts';

/** Any edge of any element box inside the widget may move this much (CSS px). */
const BOX_TOLERANCE_PX = 1;
/** Share of pixels of the widget's screenshot that may differ (anti-aliasing, subpixel text). */
const PIXEL_TOLERANCE_PERCENT = 0.5;

interface State {
  shots: ElementShot[];
  png: Buffer;
}

/** Two screens of the guest flow: the party-size grid and the calendar. */
const STATES = ['guests', 'date'] as const;
type StateName = (typeof STATES)[number];

const shotsDir = path.resolve('test-results/screenshots');

let harness: Harness;
/** A blank page for the pixel comparisons, one for the file. */
let diffPage: Page;
const plain = new Map<number, Record<StateName, State>>();
const results: {
  host: string;
  'box diff (px)': string;
  'pixel diff (%)': string;
  'leaked styles': number;
}[] = [];

/** Walks the host page's widget through the states, measuring and capturing each. */
async function capture(page: Page, host: Host, attributes = ''): Promise<Record<StateName, State>> {
  const out = {} as Record<StateName, State>;
  const take = async (state: StateName) => {
    await settle(page);
    const shots = await measureWidget(page, host.zoom ?? 1);
    const png = await page
      .locator('.bw-slot')
      .screenshot({ animations: 'disabled', caret: 'hide' });
    const file = `isolation-${host.name.replace(/[^a-z0-9.]+/gi, '-')}${attributes ? '-modal' : ''}-${state}.png`;
    writeFileSync(path.join(shotsDir, file), png);
    out[state] = { shots, png };
  };
  await expectStep(page, 'Choose number of guests');
  await take('guests');
  await page.getByRole('button', { name: '2 guests', exact: true }).click();
  await expectStep(page, 'How many of them are children?');
  await page.getByRole('button', { name: '0 children', exact: true }).click();
  await expectStep(page, 'Choose a date');
  await page.getByTestId('calendar-previous').waitFor();
  await take('date');
  return out;
}

async function reference(scale: number): Promise<Record<StateName, State>> {
  const known = plain.get(scale);
  if (known) return known;
  const { page, context } = await openHost(harness, PLAIN, { deviceScaleFactor: scale });
  try {
    const states = await capture(page, { ...PLAIN, name: `plain-x${scale}` });
    plain.set(scale, states);
    return states;
  } finally {
    await context.close();
  }
}

beforeAll(async () => {
  mkdirSync(shotsDir, { recursive: true });
  harness = await startHarness({ now: () => NOW });
  diffPage = await (await harness.browser.newContext()).newPage();
  await reference(1);
});

afterAll(async () => {
  await harness?.close();
  console.log('\nisolation: the widget in each host page, against the plain host');
  console.table(results);
});

async function compareHost(host: Host, attributes = '') {
  const base = await reference(host.zoom ?? 1);
  const { page, context } = await openHost(harness, host, {
    deviceScaleFactor: 1,
    attributes,
  });
  try {
    const states = await capture(page, host, attributes);
    let maxBox = 0;
    let maxPixels = 0;
    const failures: string[] = [];
    const leaks = new Set<string>();
    for (const state of STATES) {
      // The widget speaks its own language (the page's lang is English, so is the widget's).
      const layout = states[state].shots.find((s) => s.label === 'div[part=layout]');
      if (layout?.lang !== 'en') failures.push(`${state}: the layout's lang is ${layout?.lang}`);
      // A zoom scales every used length (hairlines round to device pixels): boxes are compared
      // divided by it and the pixels against the plain host at that device scale, not styles.
      const comparison = compareShots(base[state].shots, states[state].shots, BOX_TOLERANCE_PX, {
        styles: !host.zoom,
      });
      const pixels = await pixelDiff(diffPage, base[state].png, states[state].png);
      maxBox = Math.max(maxBox, comparison.maxBoxDiff);
      maxPixels = Math.max(maxPixels, pixels);
      for (const s of comparison.styles) leaks.add(s);
      failures.push(...comparison.boxes.map((b) => `${state}: ${b}`));
      if (pixels > (host.pixelTolerance ?? PIXEL_TOLERANCE_PERCENT))
        failures.push(`${state}: ${pixels.toFixed(2)} % of the pixels differ`);
    }
    results.push({
      host: host.name + (attributes ? ` [${attributes}]` : ''),
      'box diff (px)': maxBox.toFixed(2),
      'pixel diff (%)': maxPixels.toFixed(3),
      'leaked styles': leaks.size,
    });
    expect({ failures, leaks: [...leaks] }).toEqual({ failures: [], leaks: [] });
  } finally {
    await context.close();
  }
}

describe('isolation: the host page never changes the widget', () => {
  it.each(HOSTS.map((h) => [h.name, h] as const))(
    'the widget looks and measures the same in a host styled by %s',
    async (_, host) => {
      await compareHost(host);
    },
  );
});

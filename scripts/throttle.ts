// The phone (Lighthouse's mobile profile), applied through the DevTools protocol: one
// source for `npm run bench` and `npm run bench:scale` (issue 51).
import type { BrowserContext, Page } from 'playwright-core';

/** 150 ms round trip, 1.6 Mbps down, 750 kbps up, 4× slower CPU. */
export const THROTTLE = { latency: 150, down: 1_600_000 / 8, up: 750_000 / 8, cpu: 4 };

/** Throttles one page's network and CPU as THROTTLE says; call before it navigates. */
export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latency,
    downloadThroughput: THROTTLE.down,
    uploadThroughput: THROTTLE.up,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
}

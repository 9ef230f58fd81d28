// Issue 16: no waiting between steps. The next step's code is fetched while the guest decides,
// so the click after it starts the step's data request at once, with no chunk before it.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { demoAt } from './demoAt.ts';
import { watchNetwork, widget } from './support.ts';

// Tuesday 1 December 2026, 08:00 Stockholm, as the wizard tests use.
const demo = demoAt(Date.UTC(2026, 11, 1, 7, 0));

function record(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

/** Requests asked for ('→ path') and answered ('✓ path'), in the order the page saw them. */
function recordOrder(page: Page) {
  const log: string[] = [];
  page.on('request', (request) => log.push(`→ ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => log.push(`✓ ${new URL(request.url()).pathname}`));
  return log;
}

const chunk = (name: string) => (url: string) => url.startsWith(`/chunks/${name}-`);

test('the date step code is there before the party size is chosen, the time step code before the date, and the details step before the time (doc 1 §2 Steps; issues 16, 32)', async () => {
  const page = await demo.harness.newPage(undefined, { fixedTime: Date.UTC(2026, 11, 1, 7, 0) });
  const urls = record(page);
  const order = recordOrder(page);
  const network = watchNetwork(page);
  await page.goto('/site/inline.html');
  const guests = widget(page).getByRole('button', { name: '2 guests', exact: true });
  await guests.waitFor();
  // Nobody has clicked yet: the date step's chunk is already asked for.
  await expect.poll(() => urls.some(chunk('DateStep'))).toBe(true);
  // The guest takes a moment to decide (the code's own imports come in that moment too).
  await network.quiet();
  await guests.click();
  const children = widget(page).getByRole('button', { name: '0 children' });
  await children.waitFor();
  // Counted before the click: its day states request may go out before click() returns.
  const atClick = urls.length;
  await children.click();
  await widget(page)
    .getByRole('button', { name: / 2 December 2026/ })
    .waitFor();
  const afterClick = urls.slice(atClick);
  // The click asked for the month's day states, and the date step's code was already there
  // (the time step's code, asked for once the date step shows, loads beside the data).
  expect(afterClick.some((url) => url.includes('/dayStates'))).toBe(true);
  expect(afterClick.filter(chunk('DateStep'))).toEqual([]);
  // On the date step, the time step's chunk comes while the guest picks a day, once the
  // month's day states are in: it never shares the connection with the step's own data.
  await expect.poll(() => urls.some(chunk('TimeStep'))).toBe(true);
  const daysIn = order.findIndex((entry) => entry.startsWith('✓ ') && entry.includes('/dayStates'));
  const timeStepAsked = order.findIndex((entry) => entry.startsWith('→ /chunks/TimeStep-'));
  expect(daysIn).toBeGreaterThanOrEqual(0);
  expect(timeStepAsked).toBeGreaterThan(daysIn);
  await network.quiet();
  const orderAtDate = order.length;
  await widget(page)
    .getByRole('button', { name: / 2 December 2026/ })
    .click();
  await widget(page)
    .getByRole('button', { name: /^18:00/ })
    .first()
    .waitFor();
  // Only the data: the time list's code and its strings (times.json) were there already (the
  // details step's, asked for once the times are in, may have started by now).
  const timesIn = order.findIndex(
    (entry, index) =>
      index >= orderAtDate && entry.startsWith('✓ ') && entry.includes('/availableTimes'),
  );
  expect(timesIn).toBeGreaterThan(orderAtDate);
  expect(
    order
      .slice(orderAtDate, timesIn)
      .filter((entry) => entry.startsWith('→ '))
      .map((entry) => entry.slice(2))
      .filter((url) => url.endsWith('.js') || url.startsWith('/locales/')),
  ).toEqual([]);
  // On the time step, the details step's code, its strings and the phone plans of the zone its
  // form starts at come while the guest picks a time (issue 32): the click waits for the
  // booking's hold alone.
  await expect.poll(() => urls.some(chunk('checkoutScreens'))).toBe(true);
  await expect
    .poll(() => urls.some((url) => /^\/phone\/43-[A-Z0-9]{8}\.json$/.test(url)))
    .toBe(true);
  await network.quiet();
  const atTime = urls.length;
  await widget(page)
    .getByRole('button', { name: /^18:00/ })
    .first()
    .click();
  await widget(page).getByTestId('details-form').waitFor();
  expect(
    urls
      .slice(atTime)
      .filter(
        (url) => url.endsWith('.js') || url.startsWith('/locales/') || url.startsWith('/phone/'),
      ),
  ).toEqual([]);
});

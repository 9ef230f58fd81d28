import { describe, expect, it } from 'vitest';
import type { EnginePage } from './engines.ts';
import { click, count, until, waitFor, waitForText, type Target } from './page.ts';
import { openDay } from './flow.ts';
import { engineSuite, errors, TITLE } from './suite.ts';

// Issue 48 in this engine: the activity modal keeps the guest's menu picks across a reload, as
// the pre-order step does (test/browser/activity-menu-draft.test.ts in Chromium). Kul & Kägel
// (se_demo unit 2): Bowling 60 min (rule 21) has no menu; Karaoke 90 min (rule 23, hourly from
// 16:00) has a menu of snacks (Nachos 601) and drinks, every group optional.
const suite = engineSuite();

const dialogs: Target = { role: 'dialog' };
const menuStep: Target = { testId: 'activity-menu' };
const menuContinue: Target = { testId: 'activity-menu-continue' };

/** The activity's card button, its time in the modal, and the modal's primary button. */
async function book(page: EnginePage, ruleId: number, hhmm: string) {
  await click(page, {
    css: `[data-testid="activity-card"][data-rule-id="${ruleId}"] [data-testid="activity-choose"]`,
  });
  await waitFor(page, dialogs);
  await click(page, { role: 'button', name: new RegExp(`^${hhmm}`) });
  await click(page, { testId: 'activity-primary' });
}

const heldGuid = (page: EnginePage) =>
  until(
    () => page.evaluate<string>('location.pathname'),
    (p) => /\/availability\/[0-9a-f-]{36}/.test(p),
    'the held booking in the address',
  ).then((p) => /\/availability\/([0-9a-f-]{36})/.exec(p)![1]!);

/**
 * Reloads the page in the same tab, as the guest's browser does (the suite's goto starts with
 * empty storage), and waits until the new document runs.
 */
async function reload(page: EnginePage) {
  await page.evaluate('(window.beforeReload = true, setTimeout(() => location.reload(), 0), true)');
  await until(
    () => page.evaluate<boolean>('window.beforeReload !== true').catch(() => false),
    (fresh) => fresh,
    'the reloaded document',
  );
}

describe(`${suite.name}: the activity modal's menu draft (issue 48)`, () => {
  it('doc 1 §4 Activity modal: picks on the menu step come back after a reload, and Continue saves them', async () => {
    const day = openDay().toFormat('yyyy-MM-dd');
    const page = await suite.open(`/se_demo/2/activity-booking?guests=4&children=0&date=${day}`);
    await waitForText(page, TITLE, 'Choose activities');
    await book(page, 21, '12:00');
    const guid = await heldGuid(page);
    await until(
      () => count(page, dialogs),
      (n) => n === 0,
      'the modal to close',
    );
    await book(page, 23, '16:00');
    await waitFor(page, menuStep);
    const addNachos: Target = { role: 'button', name: 'Add one Nachos', exact: true };
    await click(page, addNachos);
    await click(page, addNachos);
    await waitForText(page, menuContinue, 'Continue with 2 items');

    await reload(page);
    await waitFor(page, menuStep);
    await waitForText(page, menuContinue, 'Continue with 2 items');
    await click(page, menuContinue);
    await until(
      () => count(page, dialogs),
      (n) => n === 0,
      'the modal to close',
    );
    const saved = await suite.api(`WebBooking/WebBookings/${guid}`);
    const nachos = saved.menus[0].groups
      .flatMap((g: { items: { articleID: number; quantity: number }[] }) => g.items)
      .find((i: { articleID: number }) => i.articleID === 601);
    expect(nachos.quantity).toBe(2);
    expect(await errors(page)).toEqual([]);
  });
});

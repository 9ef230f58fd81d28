import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { animationsFinished, expectNoAxeViolations, screenshot, settled } from './support.ts';

// Native <dialog> opened with showModal() inside the widget's shadow root: what the platform
// gives (top layer, inert page, focus, Escape) and what the widget adds on top (issue "Dialogs").

// Tuesday 1 December 2026, 08:00 in Stockholm, so the seed's days land on known dates.
const NOW = Date.parse('2026-12-01T07:00:00Z');

const demo = demoAt(NOW);
const { open } = demo;

const title = (page: Page) => page.getByTestId('step-title');

interface DialogState {
  /** <dialog> elements in the shadow root. */
  count: number;
  /** Of those, the ones matching :modal (shown with showModal(), in the top layer). */
  modal: number;
  /** The named dialog is open, modal and in the shadow root (not in the host page). */
  namedIsModal: boolean;
  /** Where focus is: inside the named dialog, on the page outside it, or nowhere in the page. */
  focus: 'inside' | 'page' | 'none';
  /** Text or label of the focused element in the shadow root. */
  focused: string | null;
}

function dialogState(page: Page, name: string): Promise<DialogState> {
  return page.evaluate((name) => {
    const root = document.querySelector('booking-widget')!.shadowRoot!;
    const dialogs = [...root.querySelectorAll('dialog')];
    const named = dialogs.find(
      (d) => root.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === name,
    );
    const active = root.activeElement;
    const focus =
      active && named?.contains(active)
        ? 'inside'
        : active || document.activeElement !== document.body
          ? 'page'
          : 'none';
    return {
      count: dialogs.length,
      modal: dialogs.filter((d) => d.matches(':modal')).length,
      namedIsModal:
        !!named && named.open && named.matches(':modal') && named.getRootNode() === root,
      focus,
      focused: active ? (active.getAttribute('aria-label') ?? active.textContent) : null,
    };
  }, name);
}

/** Tab and Shift+Tab, more times than the dialog has stops: focus never reaches the page. */
async function expectTabStaysInside(page: Page, name: string) {
  const seen = new Set<string>();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const state = await dialogState(page, name);
    // 'none' is the browser's own UI: a native modal lets Tab leave the document, not the dialog.
    expect(state.focus, `after ${key}`).not.toBe('page');
    if (state.focus === 'inside' && state.focused) seen.add(state.focused);
  }
  expect(seen.size).toBeGreaterThan(1);
}

async function openPrivacy(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const opener = page.getByRole('button', { name: 'Privacy policy' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Privacy policy' });
  await expect.poll(() => dialog.getByTestId('privacy-policy').count()).toBe(1);
  return dialog;
}

async function openExitConfirm(page: Page) {
  await page.setContent('<booking-widget system="se_demo" unit="1" mode="modal"></booking-widget>');
  await page.addScriptTag({ url: `${demo.harness.server.url}/loader.js` });
  const opener = page.getByRole('button', { name: 'Close booking' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Leave the booking?' });
  await expect.poll(() => dialog.count()).toBe(1);
  return dialog;
}

describe('dialogs: the privacy policy (a dialog over the side menu)', () => {
  it('is a modal <dialog> in the shadow root; focus moves in, Tab stays in, Escape closes it and focus returns', async () => {
    const page = await open('/site/inline.html');
    await openPrivacy(page);
    const state = await dialogState(page, 'Privacy policy');
    expect(state.namedIsModal).toBe(true);
    // The side menu under it is a modal dialog too; nothing reached the host page's DOM.
    expect(state.modal).toBe(2);
    expect(await page.evaluate(() => document.querySelectorAll('dialog').length)).toBe(0);
    expect(state.focus).toBe('inside');
    expect(state.focused).toBe('Close');
    await expectTabStaysInside(page, 'Privacy policy');
    await expectNoAxeViolations(page);
    await screenshot(page, 'dialogs-privacy-desktop');

    await page.keyboard.press('Escape');
    await expect.poll(async () => (await dialogState(page, 'Menu')).count).toBe(1);
    const after = await dialogState(page, 'Menu');
    expect(after.namedIsModal).toBe(true);
    expect(after.focus).toBe('inside');
    expect(after.focused).toBe('Privacy policy');
  });

  it('a click on the backdrop closes it, a click inside does not', async () => {
    const page = await open('/site/inline.html');
    const dialog = await openPrivacy(page);
    await dialog.getByRole('heading', { name: 'Privacy policy' }).click();
    expect((await dialogState(page, 'Privacy policy')).namedIsModal).toBe(true);
    await page.mouse.click(8, 8);
    await expect.poll(async () => (await dialogState(page, 'Menu')).count).toBe(1);
    // The menu's own backdrop is the next click away.
    await page.mouse.click(8, 8);
    await expect.poll(async () => (await dialogState(page, 'Menu')).count).toBe(0);
    expect((await dialogState(page, 'Menu')).focused).toBe('Menu');
  });

  it('is a bottom sheet over a dimmed backdrop at phone width', async () => {
    const page = await open('/site/inline.html', PHONE);
    const dialog = await openPrivacy(page);
    // Let the entrance animation end before measuring.
    await animationsFinished(page);
    const box = await dialog.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        left: rect.left,
        width: rect.width,
        bottom: rect.bottom,
        top: rect.top,
        bottomRadius: style.borderBottomLeftRadius,
        topRadius: style.borderTopLeftRadius,
        backdrop: getComputedStyle(el, '::backdrop').backgroundColor,
      };
    });
    expect(box.left).toBe(0);
    expect(box.width).toBe(PHONE.width);
    expect(box.bottom).toBeCloseTo(PHONE.height, 0);
    expect(box.top).toBeGreaterThanOrEqual(24);
    expect(box.bottomRadius).toBe('0px');
    expect(box.topRadius).not.toBe('0px');
    expect(box.backdrop).toBe('rgba(17, 17, 20, 0.5)');
    await expectNoAxeViolations(page);
    await screenshot(page, 'dialogs-privacy-phone');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await dialogState(page, 'Menu')).count).toBe(1);
    expect((await dialogState(page, 'Menu')).focused).toBe('Privacy policy');
  });
});

describe('dialogs: a confirm dialog (leaving the widget in modal mode)', () => {
  it('opens modal with focus on Stay; Tab stays in; Escape cancels and focus returns to the opener', async () => {
    const page = await open('/site/index.html');
    await openExitConfirm(page);
    const state = await dialogState(page, 'Leave the booking?');
    expect(state.namedIsModal).toBe(true);
    expect(state.modal).toBe(1);
    expect(state.focused).toBe('Stay');
    await expectTabStaysInside(page, 'Leave the booking?');
    await expectNoAxeViolations(page);
    await screenshot(page, 'dialogs-confirm-desktop');

    await page.keyboard.press('Escape');
    await expect.poll(async () => (await dialogState(page, 'Leave the booking?')).count).toBe(0);
    const after = await dialogState(page, 'Leave the booking?');
    expect(after.modal).toBe(0);
    expect(after.focused).toBe('Close booking');
    // The page behind is live again.
    await page.getByRole('button', { name: '2 guests', exact: true }).click();
    await expect.poll(() => title(page).textContent()).toBe('How many of them are children?');
  });

  it('a backdrop click cancels it; the Escape key does not reach the host page', async () => {
    const page = await open('/site/index.html');
    await openExitConfirm(page);
    await page.evaluate(() => {
      (window as unknown as { hostEscapes: number }).hostEscapes = 0;
      document.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') (window as unknown as { hostEscapes: number }).hostEscapes++;
      });
    });
    await page.mouse.click(8, 8);
    await expect.poll(async () => (await dialogState(page, 'Leave the booking?')).count).toBe(0);
    expect((await dialogState(page, 'Leave the booking?')).focused).toBe('Close booking');

    await page.getByRole('button', { name: 'Close booking' }).click();
    await expect.poll(async () => (await dialogState(page, 'Leave the booking?')).count).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await dialogState(page, 'Leave the booking?')).count).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { hostEscapes: number }).hostEscapes),
    ).toBe(0);
  });
});

describe('dialogs: the reservation-failed modal (doc 1 §8)', () => {
  it('Escape, pressed again and again, and the backdrop do not close it; its action does', async () => {
    const page = await open('/site/inline.html');
    await page.getByRole('button', { name: '2 guests', exact: true }).click();
    await page.getByRole('button', { name: '0 children' }).click();
    await page
      .getByRole('gridcell')
      .getByRole('button', { name: / 2 December 2026/ })
      .click();
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await expect
      .poll(() => page.getByRole('button', { name: /^20:00/ }).count())
      .toBeGreaterThan(0);
    // Another guest takes every table at 20:00 first (code 2, time not available).
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${demo.harness.server.url}/api/v1/WebBooking/WebBookings`, {
        method: 'POST',
        headers: { system: 'se_demo', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          unitId: 1,
          guests: 2,
          date: '2026-12-02',
          times: [{ ruleId: 2, start: '2026-12-02T19:00:00Z' }],
        }),
      });
      if (res.status !== 201) break;
    }
    await page
      .getByRole('button', { name: /^20:00/ })
      .first()
      .click();
    const name = 'The booking could not be made';
    await expect.poll(async () => (await dialogState(page, name)).namedIsModal).toBe(true);
    expect((await dialogState(page, name)).focus).toBe('inside');
    // A second Escape with no user activation in between is not cancelable by the platform's
    // rules; the dialog must hold anyway.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
    await page.mouse.click(8, 8);
    await page.keyboard.press('Escape');
    await settled(page);
    const state = await dialogState(page, name);
    expect(state.namedIsModal).toBe(true);
    expect(state.count).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByTestId('reservation-failed-action').click();
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    expect((await dialogState(page, name)).count).toBe(0);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { fakeClockEachTest } from '../fakeClock.ts';
import { cleanup, keyDown } from '../ui/render.tsx';
import {
  dayStatesRequests,
  decemberFixture,
  flush,
  renderDateStep,
  type MonthAnswers,
} from './dateStepHarness.tsx';

afterEach(cleanup);
fakeClockEachTest();

/** Renders December with the fixture, focuses `start` and returns a key presser. */
async function keyboardOn(start: string, answers: MonthAnswers = { '2027-01': [] }) {
  const rendered = renderDateStep({ '2026-12': decemberFixture(), ...answers });
  await flush();
  act(() => rendered.day(start).focus());
  const root = rendered.view.mount as ShadowRoot;
  const press = (key: string) => keyDown(root.activeElement!, key);
  const focusedDate = () => (root.activeElement as HTMLElement | null)?.dataset.date;
  return { ...rendered, press, focusedDate };
}

describe('DateStep keyboard (WAI-ARIA date grid)', () => {
  it('starts the tab stop on the first day the guest can pick', async () => {
    const { day, view } = renderDateStep({ '2026-12': decemberFixture() });
    await flush();
    expect(day('2026-12-04').tabIndex).toBe(0);
    expect(view.mount.querySelectorAll('button[data-date][tabindex="0"]')).toHaveLength(1);
  });

  it('moves by day with the left and right arrows and by week with up and down', async () => {
    const { press, focusedDate, day } = await keyboardOn('2026-12-09');
    press('ArrowRight');
    expect(focusedDate()).toBe('2026-12-10');
    press('ArrowDown');
    expect(focusedDate()).toBe('2026-12-17');
    press('ArrowLeft');
    expect(focusedDate()).toBe('2026-12-16');
    press('ArrowUp');
    expect(focusedDate()).toBe('2026-12-09');
    // The roving tab stop follows focus.
    expect(day('2026-12-09').tabIndex).toBe(0);
    expect(day('2026-12-04').tabIndex).toBe(-1);
  });

  it('goes to the start and end of the week with Home and End', async () => {
    const { press, focusedDate } = await keyboardOn('2026-12-10');
    press('Home');
    expect(focusedDate()).toBe('2026-12-07');
    press('End');
    expect(focusedDate()).toBe('2026-12-13');
  });

  it('keeps Home inside the month when the week began in the previous one', async () => {
    const { press, focusedDate } = await keyboardOn('2026-12-03');
    press('Home');
    expect(focusedDate()).toBe('2026-12-01');
  });

  it('does not leave for a past month', async () => {
    const { press, focusedDate, byTestId } = await keyboardOn('2026-12-01');
    press('ArrowLeft');
    press('PageUp');
    expect(focusedDate()).toBe('2026-12-01');
    expect(byTestId('calendar-title')?.textContent).toBe('December 2026');
  });

  it('PageDown shows the next month, fetched ahead, and focuses the same day there', async () => {
    const { press, focusedDate, byTestId, widget } = await keyboardOn('2026-12-09');
    press('PageDown');
    expect(byTestId('calendar-title')?.textContent).toBe('January 2027');
    expect(focusedDate()).toBe('2027-01-09');
    press('PageUp');
    expect(focusedDate()).toBe('2026-12-09');
    press('PageDown');
    await flush();
    expect(focusedDate()).toBe('2027-01-09');
    const months = dayStatesRequests(widget.requests).map((q) => q.get('fromDate'));
    expect(months).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
  });

  it('while a month loads, focus waits on its skeleton and PageDown moves on to the next', async () => {
    let releaseJanuary = () => {};
    const january = new Promise<[]>((resolve) => (releaseJanuary = () => resolve([])));
    const { press, focusedDate, byTestId, view } = await keyboardOn('2026-12-09', {
      '2027-01': () => january,
    });
    press('PageDown');
    expect(byTestId('calendar-title')?.textContent).toBe('January 2027');
    const active = () => (view.mount as ShadowRoot).activeElement;
    expect(active()?.hasAttribute('data-calendar-loading')).toBe(true);
    // Still loading: the key is not lost, February comes next.
    press('PageDown');
    expect(byTestId('calendar-title')?.textContent).toBe('February 2027');
    await flush();
    expect(focusedDate()).toBe('2027-02-09');
    // And back through the loading January to December.
    press('PageUp');
    expect(active()?.hasAttribute('data-calendar-loading')).toBe(true);
    press('PageUp');
    expect(byTestId('calendar-title')?.textContent).toBe('December 2026');
    expect(focusedDate()).toBe('2026-12-09');
    releaseJanuary();
    await flush();
  });

  it('an arrow past the end of the month shows the next month', async () => {
    const { press, focusedDate, byTestId } = await keyboardOn('2026-12-31');
    press('ArrowRight');
    expect(byTestId('calendar-title')?.textContent).toBe('January 2027');
    await flush();
    expect(focusedDate()).toBe('2027-01-01');
  });
});

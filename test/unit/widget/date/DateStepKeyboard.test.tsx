import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { cleanup, keyDown } from '../ui/render.tsx';
import { dayStatesRequests, decemberFixture, flush, renderDateStep } from './dateStepHarness.tsx';

afterEach(cleanup);

/** Renders December with the fixture, focuses `start` and returns a key presser. */
async function keyboardOn(start: string) {
  const rendered = renderDateStep({ '2026-12': decemberFixture(), '2027-01': [] });
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

  it('PageDown shows the next month, fetches it once and focuses the same day there', async () => {
    const { press, focusedDate, byTestId, widget, view } = await keyboardOn('2026-12-09');
    press('PageDown');
    expect(byTestId('calendar-title')?.textContent).toBe('January 2027');
    // While January loads, focus waits on its skeleton rather than falling to the page.
    expect((view.mount as ShadowRoot).activeElement?.hasAttribute('data-calendar-loading')).toBe(
      true,
    );
    await flush();
    expect(focusedDate()).toBe('2027-01-09');
    press('PageUp');
    expect(focusedDate()).toBe('2026-12-09');
    press('PageDown');
    await flush();
    expect(focusedDate()).toBe('2027-01-09');
    const months = dayStatesRequests(widget.requests).map((q) => q.get('fromDate'));
    expect(months).toEqual(['2026-12-01', '2027-01-01']);
  });

  it('an arrow past the end of the month shows the next month', async () => {
    const { press, focusedDate, byTestId } = await keyboardOn('2026-12-31');
    press('ArrowRight');
    expect(byTestId('calendar-title')?.textContent).toBe('January 2027');
    await flush();
    expect(focusedDate()).toBe('2027-01-01');
  });
});

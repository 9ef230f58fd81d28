import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChosenSlot } from '../../../../widget/wizard/time/ChosenSlot.ts';
import { TimeStep } from '../../../../widget/wizard/time/TimeStep.tsx';
import { fakeClockEachTest } from '../fakeClock.ts';
import { cleanup, render } from '../ui/render.tsx';
import { createTestWidget } from '../widgetHarness.tsx';
import {
  availableTimes,
  click,
  DATE,
  NOW,
  renderTimeStep,
  settings,
  settle,
  slotButton,
} from './timeStepHarness.tsx';

afterEach(cleanup);
fakeClockEachTest();

const dialog = (root: ParentNode) => root.querySelector<HTMLElement>('dialog');
const toggles = (root: ParentNode) => [
  ...(dialog(root)?.querySelectorAll<HTMLButtonElement>('button[aria-pressed]') ?? []),
];
const pressed = (root: ParentNode) =>
  toggles(root)
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);
const toggle = (root: ParentNode, time: string) =>
  click(toggles(root).find((b) => b.textContent === time)!);
const continueButton = (root: ParentNode) =>
  root.querySelector<HTMLButtonElement>('[data-testid="wait-list-continue"]')!;

/** The time step under a parent that marks itself busy once a time is chosen, as the wizard does. */
async function renderBusyParent(onChooseTime: (slot: ChosenSlot) => void) {
  const widget = createTestWidget({ api: () => availableTimes(), namespaces: ['times'] });
  function Parent() {
    const [busy, setBusy] = useState(false);
    return (
      <TimeStep
        settings={settings()}
        unitId={1}
        date={DATE}
        guests={2}
        isBookingRequest={false}
        now={NOW}
        busy={busy}
        confirmedTimes={[]}
        onJoinWaitList={() => undefined}
        onChooseTime={(slot) => {
          onChooseTime(slot);
          setBusy(true);
        }}
      />
    );
  }
  const view = render(widget.wrap(<Parent />), { shadow: true });
  await settle();
  return view;
}

describe('TimeStep: choosing a bookable time (doc 1 §4 Choosing times)', () => {
  it('calls onChooseTime once with the single time; busy blocks a second click', async () => {
    const onChooseTime = vi.fn<(slot: ChosenSlot) => void>();
    const view = await renderBusyParent(onChooseTime);
    const first = slotButton(view.mount, 1, '17:15');
    click(first);
    click(first);
    click(slotButton(view.mount, 2, '20:00'));
    expect(onChooseTime).toHaveBeenCalledTimes(1);
    expect(onChooseTime).toHaveBeenCalledWith({
      ruleId: 12,
      start: '2026-12-04T17:15:00+01:00',
      end: '2026-12-04T19:15:00+01:00',
      hasMenu: false,
      paymentRule: 2,
      title: 'Middag',
      sectionId: 1,
    });
    // The pressed one shows the spinner and keeps focusability; every other one is disabled.
    expect(first.getAttribute('aria-busy')).toBe('true');
    expect(first.querySelector('[data-spinner]')).not.toBeNull();
    expect(first.disabled).toBe(false);
    expect(slotButton(view.mount, 2, '20:00').disabled).toBe(true);
    expect(slotButton(view.mount, 1, '19:00').disabled).toBe(true);
  });

  it('issue 51: a time tapped before the others are dimmed is refused; one tap draws only its spinner', async () => {
    const onChooseTime = vi.fn<(slot: ChosenSlot) => void>();
    const view = await renderBusyParent(onChooseTime);
    const first = slotButton(view.mount, 1, '17:15');
    const other = slotButton(view.mount, 2, '20:00');
    // Raw clicks, as a guest's: the tap's own render lands (a microtask), the dimming render
    // (React's deferred work, on the fake clock) has not yet.
    first.click();
    await Promise.resolve();
    expect(first.getAttribute('aria-busy')).toBe('true');
    expect(other.disabled).toBe(false);
    other.click();
    await Promise.resolve();
    expect(onChooseTime).toHaveBeenCalledTimes(1);
    expect(other.getAttribute('aria-busy')).toBeNull();
    await act(() => settle());
    expect(other.disabled).toBe(true);
  });

  it('never calls onChooseTime for a waiting-list time', async () => {
    const { view, onChooseTime } = renderTimeStep();
    await settle();
    click(slotButton(view.mount, 1, '19:15'));
    expect(onChooseTime).not.toHaveBeenCalled();
    expect(dialog(view.mount)).not.toBeNull();
  });
});

describe('TimeStep: the waiting-list dialog (doc 1 §4 Choosing times)', () => {
  it('lists every waiting-list time of the day, the clicked one chosen; continue joins', async () => {
    const { view, onJoinWaitList } = renderTimeStep();
    await settle();
    click(slotButton(view.mount, 1, '19:15'));
    const box = dialog(view.mount)!;
    expect(box.getAttribute('aria-labelledby')).toBeTruthy();
    expect(box.querySelector('h2')?.textContent).toBe('Join the waiting list');
    expect(box.querySelector('h3')?.textContent).toBe('Middag');
    expect(toggles(view.mount).map((b) => b.textContent)).toEqual([
      '19:00',
      '19:15',
      '19:30',
      '19:45',
    ]);
    expect(pressed(view.mount)).toEqual(['19:15']);
    toggle(view.mount, '19:45');
    toggle(view.mount, '19:00');
    toggle(view.mount, '19:15');
    expect(pressed(view.mount)).toEqual(['19:00', '19:45']);
    expect(continueButton(view.mount).textContent).toBe('Join for 2 time slots');
    click(continueButton(view.mount));
    expect(onJoinWaitList).toHaveBeenCalledTimes(1);
    expect(onJoinWaitList.mock.calls[0]![0].map((s) => [s.ruleId, s.start])).toEqual([
      [12, '2026-12-04T19:00:00+01:00'],
      [12, '2026-12-04T19:45:00+01:00'],
    ]);
    expect(dialog(view.mount)).toBeNull();
  });

  it('closes when the last chosen time is deselected, without joining', async () => {
    const { view, onJoinWaitList } = renderTimeStep();
    await settle();
    click(slotButton(view.mount, 1, '19:30'));
    expect(continueButton(view.mount).disabled).toBe(false);
    toggle(view.mount, '19:30');
    expect(dialog(view.mount)).toBeNull();
    expect(onJoinWaitList).not.toHaveBeenCalled();
  });

  it('warns first that confirmed times will be cleared; cancel goes back, confirm joins', async () => {
    const { view, onJoinWaitList } = renderTimeStep({
      confirmedTimes: [{ ruleId: 21, start: '2026-12-04T17:00:00+01:00' }],
    });
    await settle();
    click(slotButton(view.mount, 1, '19:00'));
    toggle(view.mount, '19:30');
    click(continueButton(view.mount));
    expect(onJoinWaitList).not.toHaveBeenCalled();
    expect(dialog(view.mount)?.querySelector('h2')?.textContent).toBe('Replace your chosen time?');
    click(view.mount.querySelector('[data-confirm-cancel]')!);
    expect(dialog(view.mount)?.querySelector('h2')?.textContent).toBe('Join the waiting list');
    expect(pressed(view.mount)).toEqual(['19:00', '19:30']);
    click(continueButton(view.mount));
    click(view.mount.querySelector('[data-confirm-ok]')!);
    expect(onJoinWaitList).toHaveBeenCalledTimes(1);
    expect(onJoinWaitList.mock.calls[0]![0].map((s) => s.start)).toEqual([
      '2026-12-04T19:00:00+01:00',
      '2026-12-04T19:30:00+01:00',
    ]);
    expect(dialog(view.mount)).toBeNull();
  });

  it('closes with Escape without joining', async () => {
    const { view, onJoinWaitList } = renderTimeStep();
    await settle();
    click(slotButton(view.mount, 1, '19:00'));
    act(() => {
      // What the browser fires at a modal <dialog> on Escape (happy-dom has no close requests).
      dialog(view.mount)!.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog(view.mount)).toBeNull();
    expect(onJoinWaitList).not.toHaveBeenCalled();
  });
});

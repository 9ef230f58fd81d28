import { vi } from 'vitest';
import { SettingsSchema, validate, type Settings } from '../../../../shared/contract/index.ts';
import type { ChosenSlot } from '../../../../widget/wizard/time/ChosenSlot.ts';
import { TimeStep, type TimeStepProps } from '../../../../widget/wizard/time/TimeStep.tsx';
import { advance } from '../fakeClock.ts';
import { click, render } from '../ui/render.tsx';
import { createTestWidget, fixture, type FakeApi } from '../widgetHarness.tsx';

/** The day of the availableTimes fixture, early morning venue time: no time has expired yet. */
export const DATE = '2026-12-04';
export const NOW = Date.parse('2026-12-04T08:00:00+01:00');

export type Units = { id: number; sections: { id: number; timeSets: Rule[] }[] }[];
export type Rule = { id: number; title: string; sectionId: number; times: Slot[] } & Record<
  string,
  unknown
>;
type Slot = { start: string; availableSeats: number[]; waitListSeats: number[] } & Record<
  string,
  unknown
>;

export const availableTimes = () => fixture<Units>('availableTimes.response');

export function settings(overrides: Partial<Settings> = {}): Settings {
  const result = validate(SettingsSchema, fixture('settings.response'));
  if (!result.ok) throw new Error(result.message);
  return { ...result.value, ...overrides };
}

/** Renders the time step over a fake API; answers availableTimes with `units` unless told. */
export function renderTimeStep(
  props: Partial<TimeStepProps> = {},
  options: { units?: unknown; api?: FakeApi } = {},
) {
  const onChooseTime = vi.fn<(slot: ChosenSlot) => void>();
  const onJoinWaitList = vi.fn<(slots: ChosenSlot[]) => void>();
  const widget = createTestWidget({
    api: options.api ?? (() => options.units ?? availableTimes()),
    namespaces: ['times'],
  });
  const full: TimeStepProps = {
    settings: settings(),
    unitId: 1,
    date: DATE,
    guests: 2,
    isBookingRequest: false,
    now: NOW,
    busy: false,
    onChooseTime,
    onJoinWaitList,
    confirmedTimes: [],
    ...props,
  };
  const view = render(widget.wrap(<TimeStep {...full} />), { shadow: true });
  const rerender = (next: Partial<TimeStepProps>) =>
    view.rerender(widget.wrap(<TimeStep {...full} {...next} />));
  const $ = (selector: string) => view.mount.querySelector<HTMLElement>(selector);
  const $$ = (selector: string) => [...view.mount.querySelectorAll<HTMLElement>(selector)];
  return { view, widget, onChooseTime, onJoinWaitList, rerender, $, $$ };
}

/** Lets the fake fetch answer and React commit what it got, on the fake clock (fakeClock.ts). */
export async function settle(ms = 30) {
  await advance(ms);
}

/**
 * Waits for a state: turns the event loop (the fake clock with it) until `check` holds, or
 * fails after `timeoutMs` of real time. For what arrives outside the fake clock: lazy imports
 * (the venue-text sanitiser).
 */
export async function until(check: () => boolean, timeoutMs = 2000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await advance(10);
  }
}

/** The time button of `section` starting at `hhmm` (venue time), by its visible text. */
export function slotButton(root: ParentNode, section: number, hhmm: string, row?: string) {
  const scope = root.querySelector(`[data-section="${section}"]`);
  const rows = row ? scope?.querySelectorAll(`[data-row="${row}"]`) : [scope];
  for (const rowNode of rows ?? []) {
    for (const button of rowNode?.querySelectorAll<HTMLButtonElement>('button[data-kind]') ?? []) {
      if (button.textContent?.startsWith(hhmm)) return button;
    }
  }
  throw new Error(`no time ${hhmm} in section ${section}`);
}

export { click };

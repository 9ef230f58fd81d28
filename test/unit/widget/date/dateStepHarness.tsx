import { vi } from 'vitest';
import type { DayState, Settings } from '../../../../shared/contract/index.ts';
import { DateStep, type DateStepProps } from '../../../../widget/wizard/date/DateStep.tsx';
import { advance } from '../fakeClock.ts';
import { render } from '../ui/render.tsx';
import { createTestWidget, fixture } from '../widgetHarness.tsx';

/** 1 Dec 2026, 10:00 in Stockholm: the fixture's month is the venue's current month. */
const NOW = Date.parse('2026-12-01T09:00:00Z');

export const settings = fixture<Settings>('settings.response');

/** Lets the fake fetch answer and React commit what it got, on the fake clock (fakeClock.ts). */
export const flush = () => advance(10);

/**
 * Answers dayStates by the month of fromDate (YYYY-MM); unknown months answer []. A function
 * answers with a Response, or with a promise of day states to hold a month while it loads.
 */
export type MonthAnswers = Record<string, DayState[] | (() => Response | Promise<DayState[]>)>;

export function dayStatesRequests(requests: Request[]): URLSearchParams[] {
  return requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.toLowerCase().endsWith('/webbooking/daystates'))
    .map((url) => url.searchParams);
}

/** Renders the date step in a shadow root over a fake API; returns the view and the spies. */
export function renderDateStep(answers: MonthAnswers, props: Partial<DateStepProps> = {}) {
  const widget = createTestWidget({
    namespaces: ['calendar'],
    api: (request) => {
      const month = new URL(request.url).searchParams.get('fromDate')?.slice(0, 7) ?? '';
      const answer = answers[month] ?? [];
      return typeof answer === 'function' ? answer() : answer;
    },
  });
  const onSelect = vi.fn<(date: string) => void>();
  const allProps: DateStepProps = {
    settings,
    unitId: 1,
    guests: 4,
    isBookingRequest: false,
    now: NOW,
    onSelect,
    ...props,
  };
  const view = render(widget.wrap(<DateStep {...allProps} />), { shadow: true });
  const rerender = (next: Partial<DateStepProps> = {}) =>
    view.rerender(widget.wrap(<DateStep {...allProps} {...next} />));
  const day = (date: string) => {
    const button = view.mount.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
    if (!button) throw new Error(`no day button ${date}`);
    return button;
  };
  const byTestId = (id: string) => view.mount.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  return { widget, view, onSelect, rerender, day, byTestId };
}

export const decemberFixture = () => fixture<DayState[]>('dayStates.response');

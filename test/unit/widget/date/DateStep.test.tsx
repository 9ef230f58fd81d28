import { afterEach, describe, expect, it } from 'vitest';
import { advance, fakeClockEachTest } from '../fakeClock.ts';
import { cleanup, click } from '../ui/render.tsx';
import {
  dayStatesRequests,
  decemberFixture,
  flush,
  renderDateStep,
  settings,
} from './dateStepHarness.tsx';

afterEach(cleanup);
fakeClockEachTest();

/**
 * Whether the Emotion rule of the button strikes a closed day through. Styles go to the
 * document head here (no shadow cache in the harness), so read the rule rather than the
 * computed style.
 */
function strikeRuleOf(button: HTMLElement): boolean {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  return [...button.classList].some((name) => {
    const rule = new RegExp(`\\.${name}\\[data-status=['"]?closed['"]?\\]\\{[^}]*line-through`);
    return rule.test(css);
  });
}

const closed = (day: string) => ({ day, state: false, availableSeats: [], waitListSeats: [] });

describe('DateStep (doc 1 §2 Date step)', () => {
  it('shows a skeleton of the month while the day states load, then December 2026', async () => {
    const { view, byTestId } = renderDateStep({ '2026-12': decemberFixture() });
    expect(view.mount.querySelector('[data-calendar-loading]')).not.toBeNull();
    expect(view.mount.querySelector('[role="grid"]')).toBeNull();
    await flush();
    expect(view.mount.querySelector('[data-calendar-loading]')).toBeNull();
    expect(byTestId('calendar-title')?.textContent).toBe('December 2026');
    const grid = view.mount.querySelector('[role="grid"]');
    expect(grid?.getAttribute('aria-labelledby')).toBe(byTestId('calendar-title')?.id);
    const headers = [...view.mount.querySelectorAll('[role="columnheader"]')];
    // Each header shows the short name, with the full name as its abbreviation title.
    expect(headers.map((h) => h.querySelector('abbr')?.getAttribute('title'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    // 1 Dec 2026 is a Tuesday: the first week starts with an empty Monday cell.
    const firstWeek = view.mount.querySelectorAll('[role="row"]')[1]!;
    const cells = firstWeek.querySelectorAll('[role="gridcell"]');
    expect(cells[0]!.querySelector('button')).toBeNull();
    expect(cells[1]!.querySelector('button')?.dataset.date).toBe('2026-12-01');
    expect(view.mount.querySelectorAll('button[data-date]')).toHaveLength(31);
  });

  it('queries the month once with the range, seats, first-available flag, sections and tag', async () => {
    const { widget } = renderDateStep(
      { '2026-12': decemberFixture() },
      { sectionIds: [1, 2], tag: 'jul', now: Date.parse('2026-12-10T09:00:00Z') },
    );
    await flush();
    // The month on screen, then the next one fetched ahead (doc 1 §7 one call a month).
    const [query, next, ...more] = dayStatesRequests(widget.requests);
    expect(more).toHaveLength(0);
    expect(next?.get('fromDate')).toBe('2027-01-01');
    expect(next?.get('includeFirstAvailableMonth')).toBe('false');
    expect(next?.getAll('sectionId')).toEqual(['1', '2']);
    expect(next?.get('tag')).toBe('jul');
    expect(query?.get('fromDate')).toBe('2026-12-10');
    expect(query?.get('toDate')).toBe('2027-01-01');
    expect(query?.get('unitId')).toBe('1');
    expect(query?.get('includeAvailableSeats')).toBe('true');
    expect(query?.get('includeFirstAvailableMonth')).toBe('true');
    expect(query?.getAll('sectionId')).toEqual(['1', '2']);
    expect(query?.get('tag')).toBe('jul');
  });

  it('strikes through a closed day, which is not selectable', async () => {
    const { day, onSelect } = renderDateStep({ '2026-12': decemberFixture() });
    await flush();
    const third = day('2026-12-03');
    expect(third.dataset.status).toBe('closed');
    expect(strikeRuleOf(third)).toBe(true);
    expect(third.getAttribute('aria-disabled')).toBe('true');
    expect(third.getAttribute('aria-label')).toMatch(/^Thursday,? 3 December 2026, closed$/);
    click(third);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('marks a waiting-list day (yellow dot) and a fully booked day (red dot)', async () => {
    const four = renderDateStep({ '2026-12': decemberFixture() }, { guests: 4 });
    await flush();
    const fifth = four.day('2026-12-05');
    expect(fifth.dataset.status).toBe('waitList');
    expect(fifth.querySelector('[data-mark="waitList"]')).not.toBeNull();
    expect(fifth.getAttribute('aria-label')).toMatch(/5 December 2026, waiting list$/);
    expect(fifth.hasAttribute('aria-disabled')).toBe(false);
    cleanup();

    // Seven guests: the 5th has seats for 1–2 and a waiting list for 1–6 only.
    const seven = renderDateStep({ '2026-12': decemberFixture() }, { guests: 7 });
    await flush();
    const full = seven.day('2026-12-05');
    expect(full.dataset.status).toBe('fullyBooked');
    expect(full.querySelector('[data-mark="fullyBooked"]')).not.toBeNull();
    expect(full.getAttribute('aria-label')).toMatch(/5 December 2026, fully booked$/);
    expect(full.getAttribute('aria-disabled')).toBe('true');
    click(full);
    expect(seven.onSelect).not.toHaveBeenCalled();
    expect(seven.day('2026-12-04').querySelector('[data-mark]')).toBeNull();
  });

  it('lets a booking request pick an open day, shown as requestable, not fully booked (issue 52)', async () => {
    const { day, onSelect } = renderDateStep(
      { '2026-12': decemberFixture() },
      { guests: 12, isBookingRequest: true },
    );
    await flush();
    // A request's party size is in no day's list: the day is open for a request.
    expect(day('2026-12-05').dataset.status).toBe('available');
    click(day('2026-12-05'));
    expect(onSelect).toHaveBeenCalledWith('2026-12-05');
    click(day('2026-12-03'));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('shows a legend for the dots and the strike-through', async () => {
    const { byTestId } = renderDateStep({ '2026-12': decemberFixture() });
    await flush();
    const legend = byTestId('calendar-legend')!;
    expect(legend.textContent).toContain('Waiting list');
    expect(legend.textContent).toContain('Fully booked');
    expect(legend.textContent).toContain('Closed');
    expect(legend.querySelector('[data-mark="waitList"]')).not.toBeNull();
    expect(legend.querySelector('[data-mark="fullyBooked"]')).not.toBeNull();
  });

  it('calls onSelect with YYYY-MM-DD when an available day is clicked', async () => {
    const { day, onSelect } = renderDateStep({ '2026-12': decemberFixture() });
    await flush();
    click(day('2026-12-04'));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('2026-12-04');
  });

  it('outlines today and fills the selected day', async () => {
    const { day, view } = renderDateStep(
      { '2026-12': decemberFixture() },
      { selectedDate: '2026-12-06' },
    );
    await flush();
    expect(day('2026-12-01').getAttribute('aria-current')).toBe('date');
    expect(day('2026-12-06').hasAttribute('data-selected')).toBe(true);
    expect(day('2026-12-06').closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(view.mount.querySelectorAll('[aria-selected="true"]')).toHaveLength(1);
    // The chosen day holds the grid's one tab stop.
    expect(day('2026-12-06').tabIndex).toBe(0);
    expect(view.mount.querySelectorAll('button[data-date][tabindex="0"]')).toHaveLength(1);
  });

  it('disables previous in the current month and next at the end of the booking window', async () => {
    // Window of 3 months from 1 Dec 2026: the last selectable day is 28 Feb 2027.
    const { byTestId, widget } = renderDateStep({ '2026-12': decemberFixture() });
    await flush();
    const previous = byTestId('calendar-previous') as HTMLButtonElement;
    const next = byTestId('calendar-next') as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    click(next);
    await flush();
    expect(byTestId('calendar-title')?.textContent).toBe('January 2027');
    expect(previous.disabled).toBe(false);
    click(next);
    await flush();
    expect(byTestId('calendar-title')?.textContent).toBe('February 2027');
    expect(next.disabled).toBe(true);
    expect(byTestId('calendar-title')?.getAttribute('aria-live')).toBe('polite');
    const months = dayStatesRequests(widget.requests).map((q) => q.get('fromDate'));
    expect(months).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
    expect(dayStatesRequests(widget.requests)[1]?.get('includeFirstAvailableMonth')).toBe('false');
  });

  it('hands focus to previous when next turns disabled', async () => {
    const { byTestId, view } = renderDateStep(
      {},
      {
        settings: {
          ...settings,
          unitsMetaData: { ...settings.unitsMetaData, bookingWindowAsMonth: 2 },
        },
      },
    );
    await flush();
    const next = byTestId('calendar-next') as HTMLButtonElement;
    next.focus();
    click(next);
    await flush();
    expect(next.disabled).toBe(true);
    expect((view.mount as ShadowRoot).activeElement).toBe(byTestId('calendar-previous'));
  });

  it('fetches each month once, however often it is re-rendered or revisited', async () => {
    const { byTestId, widget, rerender } = renderDateStep({ '2026-12': decemberFixture() });
    rerender();
    rerender({ guests: 4 });
    await flush();
    rerender();
    click(byTestId('calendar-next')!);
    click(byTestId('calendar-previous')!);
    click(byTestId('calendar-next')!);
    await flush();
    click(byTestId('calendar-previous')!);
    await flush();
    rerender();
    // February is fetched ahead while January is on screen, still once.
    const months = dayStatesRequests(widget.requests).map((q) => q.get('fromDate'));
    expect(months).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
  });

  it('fetches the next month ahead, so it shows at once without a skeleton', async () => {
    const { byTestId, view, widget } = renderDateStep({ '2026-12': decemberFixture() });
    await flush();
    expect(dayStatesRequests(widget.requests).map((q) => q.get('fromDate'))).toEqual([
      '2026-12-01',
      '2027-01-01',
    ]);
    click(byTestId('calendar-next')!);
    expect(byTestId('calendar-title')?.textContent).toBe('January 2027');
    expect(view.mount.querySelector('[data-calendar-loading]')).toBeNull();
    expect(byTestId('calendar-grid')).not.toBeNull();
  });

  it('never fetches ahead past the booking window', async () => {
    const { byTestId, widget } = renderDateStep({ '2026-12': decemberFixture() });
    await flush();
    click(byTestId('calendar-next')!);
    await flush();
    click(byTestId('calendar-next')!);
    await flush();
    expect(byTestId('calendar-title')?.textContent).toBe('February 2027');
    expect(byTestId('calendar-next')?.hasAttribute('disabled')).toBe(true);
    const months = dayStatesRequests(widget.requests).map((q) => q.get('fromDate'));
    expect(months).toEqual(['2026-12-01', '2027-01-01', '2027-02-01']);
  });

  it('a failed fetch ahead is asked again when the guest goes to that month', async () => {
    // The fetch ahead fails twice (the client's one retry included), the guest's visit works.
    let januaryCalls = 0;
    const { byTestId, widget } = renderDateStep({
      '2026-12': decemberFixture(),
      '2027-01': () =>
        ++januaryCalls <= 2 ? new Response('{}', { status: 503 }) : Promise.resolve([]),
    });
    await flush();
    // The client's one retry waits on the clock.
    await advance(600);
    expect(januaryCalls).toBe(2);
    click(byTestId('calendar-next')!);
    await flush();
    expect(januaryCalls).toBe(3);
    expect(byTestId('calendar-grid')).not.toBeNull();
    expect(widget.instance.store.getState().error).toBeNull();
  });

  it('offers the first available day when the month has no open day, and focuses it', async () => {
    // The API appends the first month with an open day (includeFirstAvailableMonth).
    const december = [
      closed('2026-12-01'),
      closed('2026-12-02'),
      { day: '2027-01-08', state: true, availableSeats: [2, 4], waitListSeats: [] },
    ];
    const january = [
      closed('2027-01-07'),
      { day: '2027-01-08', state: true, availableSeats: [2, 4], waitListSeats: [] },
    ];
    const { byTestId, day, view, onSelect } = renderDateStep({
      '2026-12': december,
      '2027-01': january,
    });
    await flush();
    const notice = byTestId('first-available-day')!;
    expect(notice.textContent).toContain('There are no open days in December 2026.');
    const link = notice.querySelector('button')!;
    expect(link.textContent).toBe('Go to the first available day, 8 Jan 2027');
    click(link);
    expect(byTestId('calendar-title')?.textContent).toBe('January 2027');
    await flush();
    expect((view.mount as ShadowRoot).activeElement).toBe(day('2027-01-08'));
    expect(byTestId('first-available-day')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows no first-available link in a month with an open day', async () => {
    const { byTestId } = renderDateStep({ '2026-12': decemberFixture() });
    await flush();
    expect(byTestId('first-available-day')).toBeNull();
  });

  it('shows the error page the failure calls for when a month fails to load', async () => {
    const { widget } = renderDateStep({
      '2026-12': () => new Response('Unit does not exist', { status: 404 }),
    });
    await flush();
    expect(widget.instance.store.getState().error?.page).toBe('brokenLink');
  });

  it('shows the generic error page for a malformed answer', async () => {
    const { widget } = renderDateStep({
      '2026-12': () => new Response(JSON.stringify({ nope: true }), { status: 200 }),
    });
    await flush();
    expect(widget.instance.store.getState().error?.page).toBe('generic');
  });
});

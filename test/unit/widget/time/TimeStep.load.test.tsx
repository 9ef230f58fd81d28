import { afterEach, describe, expect, it } from 'vitest';
import { TimeStep } from '../../../../widget/wizard/time/TimeStep.tsx';
import { fakeClockEachTest } from '../fakeClock.ts';
import { cleanup, render } from '../ui/render.tsx';
import { createTestWidget } from '../widgetHarness.tsx';
import { availableTimes, DATE, NOW, renderTimeStep, settings, settle } from './timeStepHarness.tsx';

afterEach(cleanup);
fakeClockEachTest();

const pending = () => new Promise<never>(() => undefined);

describe('TimeStep: loading (doc 1 §2 Time step, §7)', () => {
  it.each([
    [undefined, 1],
    [[1], 1],
    [[1, 2], 2],
  ])('shows 16 skeleton buttons per section while loading (sectionIds %j)', (sectionIds, n) => {
    const { $, $$ } = renderTimeStep(sectionIds ? { sectionIds } : {}, { api: pending });
    expect($('[data-testid="times-loading"]')?.getAttribute('aria-busy')).toBe('true');
    const sections = $$('[data-skeleton-slots]');
    expect(sections).toHaveLength(n);
    for (const section of sections) {
      expect(section.querySelectorAll('[data-skeleton]')).toHaveLength(16);
    }
    expect($$('button')).toHaveLength(0);
    expect($('[role="status"]')?.textContent).toBe('Loading available times…');
  });

  it('asks for the times once, with the date in midnight-UTC form and sections repeated', async () => {
    const widget = createTestWidget({ api: () => availableTimes(), namespaces: ['times'] });
    const step = (guests: number, now: number, date = DATE) => (
      <TimeStep
        settings={settings()}
        unitId={1}
        date={date}
        guests={guests}
        isBookingRequest={false}
        sectionIds={[1, 2]}
        tag="jul"
        now={now}
        busy={false}
        confirmedTimes={[]}
        onChooseTime={() => undefined}
        onJoinWaitList={() => undefined}
      />
    );
    const view = render(widget.wrap(step(2, NOW)), { shadow: true });
    const second = render(widget.wrap(step(2, NOW)), { shadow: true });
    await settle();
    // Another party size or a later clock re-marks the same answer; it does not fetch again.
    view.rerender(widget.wrap(step(5, NOW + 60_000)));
    second.unmount();
    render(widget.wrap(step(3, NOW)), { shadow: true });
    await settle();
    expect(widget.requests).toHaveLength(1);
    const url = new URL(widget.requests[0]!.url);
    expect(url.pathname).toBe('/v1/WebBooking/availableTimes');
    expect(url.searchParams.get('date')).toBe('2026-12-04T00:00:00.000Z');
    expect(url.searchParams.get('unitId')).toBe('1');
    expect(url.searchParams.getAll('sectionId')).toEqual(['1', '2']);
    expect(url.searchParams.get('tag')).toBe('jul');
    view.rerender(widget.wrap(step(2, NOW, '2026-12-05')));
    await settle();
    expect(widget.requests.map((r) => new URL(r.url).searchParams.get('date'))).toEqual([
      '2026-12-04T00:00:00.000Z',
      '2026-12-05T00:00:00.000Z',
    ]);
  });

  it('leaves out sectionId and tag when none are given', async () => {
    const { widget } = renderTimeStep();
    await settle();
    const url = new URL(widget.requests[0]!.url);
    expect([...url.searchParams.keys()].sort()).toEqual(['date', 'unitId']);
  });

  it.each([
    [new Response('Unit does not exist', { status: 404 }), 'brokenLink'],
    [new Response('{"code":0}', { status: 400 }), 'generic'],
    [[{ id: 'not a unit' }], 'generic'],
  ])('a failed load shows the error page the answer leads to (%#)', async (answer, page) => {
    const { widget, $$ } = renderTimeStep({}, { api: () => answer });
    expect(widget.instance.store.getState().error).toBeNull();
    await settle();
    expect(widget.instance.store.getState().error).toEqual({ page });
    expect($$('button')).toHaveLength(0);
  });
});

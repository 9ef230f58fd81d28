import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../../shared/contract/index.ts';
import { watchLeavingFlow } from '../../../../widget/flows/watchLeavingFlow.ts';
import { createTestWidget, fixture } from '../widgetHarness.tsx';

const settings = fixture<Settings>('settings.response');
const booking = fixture<{ guid: string }>('booking.response');
const time = {
  ruleId: 2,
  start: '2026-12-02T17:00:00Z',
  end: '2026-12-02T19:00:00Z',
  hasMenu: false,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function onAvailability(api: (r: Request) => unknown) {
  return createTestWidget({
    api,
    path: '/se_demo/1/availability',
    search: '?guests=2&children=0&date=2026-12-02',
  });
}

afterEach(() => vi.restoreAllMocks());

describe('createBookingFlow (doc 1 §4 Creating the booking, Choosing times)', () => {
  it('doc1 §4: a bookable time creates the booking with that single time, then the guid joins the path', async () => {
    const widget = onAvailability(() => json(booking, 201));
    await widget.instance.flow.chooseTimes([time], false, settings);
    const [create] = widget.requests;
    expect(create!.method).toBe('POST');
    expect(await create!.json()).toMatchObject({
      guests: 2,
      guestsChildren: 0,
      date: '2026-12-02',
      times: [{ ruleId: 2, start: time.start }],
      isWaitList: false,
      isInquiry: false,
    });
    expect(widget.instance.store.getState().location.pathname).toBe(
      `/se_demo/1/finalize/${booking.guid}`,
    );
    // One history entry for the whole step, not one per event.
    widget.history.back();
    expect(widget.instance.store.getState().location.pathname).toBe('/se_demo/1/availability');
  });

  it('doc1 §4: a waiting-list choice creates a waiting-list booking with every chosen time', async () => {
    const widget = onAvailability(() => json(booking, 201));
    const second = { ...time, start: '2026-12-02T18:00:00Z', end: '2026-12-02T20:00:00Z' };
    await widget.instance.flow.chooseTimes([time, second], true, settings);
    expect(await widget.requests[0]!.json()).toMatchObject({
      isWaitList: true,
      times: [{ start: time.start }, { start: second.start }],
    });
    expect(widget.instance.store.getState().wizard.isWaitList).toBe(true);
  });

  it('doc1 §4: an existing booking is updated, not created again', async () => {
    const widget = createTestWidget({
      api: () => json(booking),
      path: `/se_demo/1/availability/${booking.guid}`,
      search: '?guests=2&children=0&date=2026-12-02',
    });
    await widget.instance.flow.chooseTimes([time], false, settings);
    expect(widget.requests[0]!.method).toBe('PUT');
    expect(new URL(widget.requests[0]!.url).pathname).toBe(
      `/v1/WebBooking/WebBookings/${booking.guid}`,
    );
    expect(await widget.requests[0]!.json()).toMatchObject({ replaceTimes: true });
  });

  it('doc1 §4: creation calls run one after another, never at once', async () => {
    let open = 0;
    let most = 0;
    const widget = onAvailability(async () => {
      most = Math.max(most, ++open);
      await new Promise((r) => setTimeout(r, 20));
      open--;
      return json(booking, 201);
    });
    await Promise.all([
      widget.instance.flow.chooseTimes([time], false, settings),
      widget.instance.flow.chooseTimes([time], false, settings),
    ]);
    expect(most).toBe(1);
  });

  it.each([
    [
      'doc1 §8: code 2 opens the reservation-failed modal',
      409,
      { code: 2, message: 'taken' },
      2,
      null,
    ],
    ['doc1 §8: code 0 opens it too', 400, { code: 0, message: 'no' }, 0, null],
    [
      'doc1 §8: a 504 shows the server-error page',
      504,
      { code: 0, message: 'late' },
      null,
      'serverError',
    ],
  ])('%s', async (_name, status, body, failure, page) => {
    const widget = onAvailability(() => json(body, status));
    await widget.instance.flow.chooseTimes([time], false, settings);
    expect(widget.instance.store.getState().reservationFailure).toBe(failure);
    expect(widget.instance.store.getState().error?.page ?? null).toBe(page);
  });
});

describe('watchLeavingFlow (doc 1 §4 Leaving the flow)', () => {
  const guid = booking.guid;
  const win = () => {
    const target = new EventTarget();
    return target as unknown as Window;
  };

  it('doc1 §4: leaving the route of an unfinalized booking clears it on the API', async () => {
    const widget = createTestWidget({
      api: () => json(booking),
      path: `/se_demo/1/finalize/${guid}`,
    });
    const stop = watchLeavingFlow(widget.instance, win());
    widget.instance.store.getState().navigate({ pathname: '/se_demo/1/availability', search: '' });
    await vi.waitFor(() => expect(widget.requests).toHaveLength(1));
    expect(new URL(widget.requests[0]!.url).pathname).toBe(
      `/v1/WebBooking/WebBookings/${guid}/Clear`,
    );
    stop();
  });

  it('doc1 §4: finalizing goes to the booking page without clearing', () => {
    const widget = createTestWidget({
      api: () => json(booking),
      path: `/se_demo/1/finalize/${guid}`,
    });
    const stop = watchLeavingFlow(widget.instance, win());
    widget.instance.store.getState().navigate({ pathname: `/booking/se_demo/${guid}`, search: '' });
    expect(widget.requests).toHaveLength(0);
    stop();
  });

  it('doc1 §4: closing the page releases the booking with a keepalive request', () => {
    const widget = createTestWidget({
      api: () => json(booking),
      path: `/se_demo/1/finalize/${guid}`,
    });
    const release = vi
      .spyOn(widget.instance.api, 'releaseOnUnload')
      .mockImplementation(() => undefined);
    const target = win();
    const stop = watchLeavingFlow(widget.instance, target);
    target.dispatchEvent(new Event('pagehide'));
    expect(release).toHaveBeenCalledWith(guid);
    stop();
    target.dispatchEvent(new Event('pagehide'));
    expect(release).toHaveBeenCalledTimes(1);
  });
});

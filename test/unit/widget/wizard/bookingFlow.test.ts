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

  it.each<[string, number, unknown, number | null, string | null, string]>([
    [
      'doc1 §8: code 2 opens the reservation-failed modal',
      409,
      { code: 2, message: 'taken' },
      2,
      null,
      'reservationFailed',
    ],
    ['doc1 §8: code 0 opens it too', 400, { code: 0, message: 'no' }, 0, null, 'reservationFailed'],
    [
      'doc1 §8: a 500 answering code 0 opens it, whatever the status (no broken-link page)',
      500,
      { code: 0, message: 'broke' },
      0,
      null,
      'reservationFailed',
    ],
    [
      'doc1 §8: a 504 answering code 0 opens it too',
      504,
      { code: 0, message: 'late' },
      0,
      null,
      'reservationFailed',
    ],
    [
      'decision: a 503 without a code keeps the guest in place (no page, no modal)',
      503,
      'Service Unavailable',
      null,
      null,
      'tryAgain',
    ],
    [
      'decision: a 504 without a code keeps the guest in place',
      504,
      'Gateway Timeout',
      null,
      null,
      'tryAgain',
    ],
  ])('%s', async (_name, status, body, failure, page, kind) => {
    const widget = onAvailability(() =>
      typeof body === 'string' ? new Response(body, { status }) : json(body, status),
    );
    const told = vi.fn();
    const stop = widget.instance.flow.onTryAgain(told);
    const result = await widget.instance.flow.chooseTimes([time], false, settings);
    expect(result?.kind).toBe(kind);
    expect(widget.instance.store.getState().reservationFailure).toBe(failure);
    expect(widget.instance.store.getState().error?.page ?? null).toBe(page);
    expect(told).toHaveBeenCalledTimes(kind === 'tryAgain' ? 1 : 0);
    // Nothing chosen is lost: still on the time step with the party and the date.
    const { location, wizard } = widget.instance.store.getState();
    expect(location.pathname).toBe('/se_demo/1/availability');
    expect(wizard).toMatchObject({ guests: 2, guestsChildren: 0, date: '2026-12-02' });
    stop();
  });

  it.each([
    ['doc1 §8 No status: a connection dropped while online is told inline', true, null, 1],
    [
      'doc2 §2 Error pages: a browser that is offline gets the no-connection page',
      false,
      'noConnection',
      0,
    ],
  ])('%s', async (_name, onLine, page, told) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine);
    const widget = onAvailability(() => {
      throw new TypeError('Failed to fetch');
    });
    const listener = vi.fn();
    widget.instance.flow.onTryAgain(listener);
    await widget.instance.flow.chooseTimes([time], false, settings);
    expect(widget.instance.store.getState().error?.page ?? null).toBe(page);
    expect(listener).toHaveBeenCalledTimes(told);
  });

  it('a listener that unsubscribed hears nothing', async () => {
    const widget = onAvailability(() => new Response('down', { status: 503 }));
    const listener = vi.fn();
    widget.instance.flow.onTryAgain(listener)();
    await widget.instance.flow.chooseTimes([time], false, settings);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('flow.resume after a reload (doc 2 §4 session guard, docs/decisions.md)', () => {
  const guid = booking.guid;
  const withStatus = (status: number) => ({ ...booking, status });
  const path = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;
  const onFinalize = (api: (request: Request) => unknown) =>
    createTestWidget({
      api,
      path: `/se_demo/1/finalize/${guid}`,
      search: '?guests=2&children=0&date=2026-12-04',
    });

  it('doc2 §4: a released (Expired) booking is refreshed once and kept under the same guid', async () => {
    const widget = onFinalize((request) =>
      request.method === 'GET' ? withStatus(113) : withStatus(112),
    );
    await widget.instance.flow.resume(guid, settings);
    expect(widget.requests.map(path)).toEqual([
      `GET /v1/WebBooking/WebBookings/${guid}`,
      `POST /v1/WebBooking/WebBookings/${guid}/Refresh`,
    ]);
    const state = widget.instance.store.getState();
    expect(state.location.pathname).toBe(`/se_demo/1/finalize/${guid}`);
    expect(state.wizard.times).toEqual([
      { ruleId: 12, start: '2026-12-04T18:00:00+01:00', end: expect.any(String) },
    ]);
    expect(state.reservationFailure).toBeNull();
    expect(state.error).toBeNull();
    // The fixture's rule offers a menu: Back from details goes to the pre-order step.
    expect(state.bookingHasMenu).toBe(true);
  });

  it('doc2 §4: a booking still in progress (the release never arrived) is simply kept', async () => {
    const widget = onFinalize(() => withStatus(112));
    await widget.instance.flow.resume(guid, settings);
    expect(widget.requests.map(path)).toEqual([`GET /v1/WebBooking/WebBookings/${guid}`]);
    expect(widget.instance.store.getState().location.pathname).toBe(`/se_demo/1/finalize/${guid}`);
  });

  it('doc2 §4 Session guard: a table taken meanwhile (Refresh answers code 2) did not revive it: the session-expired dialog, not the modal; nothing booked anew', async () => {
    const widget = onFinalize((request) =>
      request.method === 'GET' ? withStatus(113) : json({ code: 2, message: 'taken' }, 409),
    );
    const heard: unknown[] = [];
    widget.instance.flow.onAlreadyFinalized((stop) => heard.push(stop));
    await widget.instance.flow.resume(guid, settings);
    expect(heard).toEqual([{ variant: 'expired', bookingId: guid }]);
    expect(widget.instance.store.getState().reservationFailure).toBeNull();
    expect(widget.instance.store.getState().error).toBeNull();
    expect(widget.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('doc1 §8 Page errors by HTTP status: a Refresh answered 504 without a code is the server-error page, whose Try again revives', async () => {
    const widget = onFinalize((request) =>
      request.method === 'GET' ? withStatus(113) : new Response('Gateway Timeout', { status: 504 }),
    );
    const heard: unknown[] = [];
    widget.instance.flow.onAlreadyFinalized((stop) => heard.push(stop));
    await widget.instance.flow.resume(guid, settings);
    expect(heard).toEqual([]);
    expect(widget.instance.store.getState().error?.page).toBe('serverError');
    expect(widget.instance.store.getState().error?.retry).toBeTypeOf('function');
  });

  it('doc2 §4 Session guard: a booking cancelled meanwhile gets the session-expired dialog', async () => {
    const widget = onFinalize(() => withStatus(7));
    const heard: unknown[] = [];
    widget.instance.flow.onAlreadyFinalized((stop) => heard.push(stop));
    await widget.instance.flow.resume(guid, settings);
    expect(heard).toEqual([{ variant: 'expired', bookingId: guid }]);
    expect(widget.instance.store.getState().reservationFailure).toBeNull();
    expect(widget.requests).toHaveLength(1);
  });

  it('doc2 §4 Session guard: Expired, one Refresh that leaves it Expired: the session-expired dialog', async () => {
    const widget = onFinalize(() => withStatus(113));
    const heard: unknown[] = [];
    widget.instance.flow.onAlreadyFinalized((stop) => heard.push(stop));
    await widget.instance.flow.resume(guid, settings);
    expect(heard).toEqual([{ variant: 'expired', bookingId: guid }]);
    expect(widget.requests.map(path)).toEqual([
      `GET /v1/WebBooking/WebBookings/${guid}`,
      `POST /v1/WebBooking/WebBookings/${guid}/Refresh`,
    ]);
  });

  it.each([
    ['doc2 §4 Session guard: finalized meanwhile, the booking variant', 100, 'booking'],
    [
      'doc2 §4 Session guard: a wait-list entry with a contact, the waiting-list variant',
      9,
      'waitList',
    ],
    ['doc2 §4 Session guard: an inquiry with a contact, the request variant', 114, 'request'],
  ] as const)(
    '%s: the already-finalized dialog is told, the step stays under it',
    async (_n, status, variant) => {
      const widget = onFinalize(() => ({
        ...withStatus(status),
        contact: {
          fname: 'Anna',
          lname: 'Lindqvist',
          email: 'anna@example.com',
          mobile: '+46701234567',
        },
      }));
      const heard: unknown[] = [];
      widget.instance.flow.onAlreadyFinalized((finalized) => heard.push(finalized));
      await widget.instance.flow.resume(guid, settings);
      expect(heard).toEqual([{ variant, bookingId: guid }]);
      // Nothing moves until the guest chooses in the dialog; no Refresh, no Clear.
      expect(widget.instance.store.getState().location.pathname).toBe(
        `/se_demo/1/finalize/${guid}`,
      );
      expect(widget.requests.map(path)).toEqual([`GET /v1/WebBooking/WebBookings/${guid}`]);
      expect(widget.instance.store.getState().reservationFailure).toBeNull();
    },
  );

  it('doc1 §8: a 504 while loading it shows the server-error page, whose Try again repeats it', async () => {
    let calls = 0;
    const widget = onFinalize(() =>
      // Queries retry once by themselves (DESIGN §3), so both tries fail.
      ++calls <= 2 ? new Response('Gateway Timeout', { status: 504 }) : withStatus(112),
    );
    await widget.instance.flow.resume(guid, settings);
    const error = widget.instance.store.getState().error;
    expect(error?.page).toBe('serverError');
    widget.instance.store.getState().clearError();
    error!.retry!();
    await vi.waitFor(() => expect(widget.requests).toHaveLength(3));
    expect(widget.instance.store.getState().error).toBeNull();
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

import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../../../shared/contract/index.ts';
import { useBookingMutation } from '../../../../../widget/booking/actions/useBookingMutation.ts';
import { bookingRequest } from '../../../../../widget/booking/bookingRequest.ts';
import { ToastProvider } from '../../../../../widget/ui/ToastProvider.tsx';
import { cleanup, render } from '../../ui/render.tsx';
import { createTestWidget, fixture } from '../../widgetHarness.tsx';

afterEach(() => cleanup());

const shown = fixture<Booking>('booking.response');
const guid = shown.guid;

/**
 * The booking page of `shown` (3 guests on screen) whose Edit fails as `edit` says, while the
 * API holds `held` (the edit was applied when the answer was lost).
 */
async function mount(edit: () => Response | never, held: Booking) {
  const gets: string[] = [];
  let seeded = false;
  const widget = createTestWidget({
    path: `/booking/se_demo/${guid}`,
    api: (request) => {
      if (request.method === 'PUT') return edit();
      if (!seeded) return { ...shown, guests: 3 };
      gets.push(request.url);
      return held;
    },
  });
  const { api, cache } = widget.instance;
  const request = bookingRequest(api, guid, '');
  // On screen as the page read it: through the same client and its answer's schema.
  await cache.fetchQuery(request);
  seeded = true;
  let run: ReturnType<typeof useBookingMutation>['run'] | undefined;
  function Probe() {
    run = useBookingMutation().run;
    return null;
  }
  render(widget.wrap(<ToastProvider closeLabel="Close">{<Probe />}</ToastProvider>));
  const edit4 = () =>
    act(() => run!(() => api.edit(guid, { guests: 4 }), { failureTitle: 'Save failed' }));
  const guests = () => cache.getState<Booking>(request.key).data?.guests;
  return { edit4, guests, gets };
}

describe('useBookingMutation after a failed save (issue 49: lost answers)', () => {
  it('doc 2 §4 Edit: an answer lost on the way back (the connection cut) reads the booking again: 4, not 3', async () => {
    const page = await mount(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { ...shown, guests: 4 },
    );
    // Applied after all: the action resolves to the booking read again, as a success would.
    expect((await page.edit4())?.guests).toBe(4);
    expect(page.guests()).toBe(4);
    expect(page.gets).toHaveLength(1);
  });

  it('doc 2 §8 Edit save failure: an answer lost while the booking stayed as shown is still a failure', async () => {
    const page = await mount(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { ...shown, guests: 3 },
    );
    expect(await page.edit4()).toBeNull();
    expect(page.guests()).toBe(3);
    expect(page.gets).toHaveLength(1);
  });

  it("doc 2 §4 Edit: a gateway's 504 without a code reads the booking again", async () => {
    const page = await mount(() => new Response('Gateway Timeout', { status: 504 }), {
      ...shown,
      guests: 4,
    });
    await page.edit4();
    await vi.waitFor(() => expect(page.guests()).toBe(4));
  });

  it('doc 2 §8 Edit save failure: a refusal (409 with a code) changed nothing: no second read', async () => {
    let refuse = true;
    const page = await mount(
      () => {
        if (!refuse) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ code: 0, message: 'The booking has started' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        });
      },
      { ...shown, guests: 4 },
    );
    expect(await page.edit4()).toBeNull();
    expect(page.guests()).toBe(3);
    // The control: a lost answer after it reads the booking once, the refusal never did.
    refuse = false;
    await page.edit4();
    await vi.waitFor(() => expect(page.guests()).toBe(4));
    expect(page.gets).toHaveLength(1);
  });
});

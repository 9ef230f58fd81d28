import { afterEach, describe, expect, it, vi } from 'vitest';
import { installApi } from '../../../loader/modes.ts';
import type { BookingWidgetApi } from '../../../loader/api/createApi.ts';

type Host = { BookingWidget?: unknown };
const host = window as unknown as Host;
const stubSource = (await import('node:fs')).readFileSync('loader/stub/snippet.txt', 'utf8');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the queue stub and the host API', () => {
  it('DESIGN §5 JS API: the pasted stub queues early calls and the API replays them in order', () => {
    delete host.BookingWidget;
    // The exact snippet the README tells venues to paste.
    new Function(stubSource)();
    const stub = host.BookingWidget as ((...args: unknown[]) => void) & { q: unknown[][] };
    const heard: string[] = [];
    const onLoaded = (payload: { system: string }) => heard.push(`loaded ${payload.system}`);
    const onStep = (payload: { step: string }) => heard.push(`step ${payload.step}`);
    stub('on', 'loaded', onLoaded);
    stub('on', 'step', onStep);
    stub('off', 'step', onStep);
    expect(stub.q).toHaveLength(3);

    const api = installApi(null, 'https://widget.example/', stub.q);
    expect(host.BookingWidget).toBe(api);
    expect(stub.q).toHaveLength(0);
    document.body.dispatchEvent(
      new CustomEvent('booking-widget:loaded', { detail: { system: 'se_demo' }, bubbles: true }),
    );
    document.body.dispatchEvent(
      new CustomEvent('booking-widget:step', { detail: { step: 'wizard' }, bubbles: true }),
    );
    expect(heard).toEqual(['loaded se_demo']);
  });

  it('DESIGN §5 JS API: the stub a venue pastes stays within 300 bytes', () => {
    expect(new TextEncoder().encode(stubSource.trim()).length).toBeLessThanOrEqual(300);
  });

  it('DESIGN §5 JS API: methods and the call form are the same API; an unknown method says so', () => {
    const api = installApi(null, 'https://widget.example/') as BookingWidgetApi;
    const fn = vi.fn();
    api('on', 'bookingFinalized', fn);
    document.dispatchEvent(
      new CustomEvent('booking-widget:bookingFinalized', { detail: { bookingId: 'g', status: 1 } }),
    );
    api.off('bookingFinalized', fn);
    document.dispatchEvent(new CustomEvent('booking-widget:bookingFinalized', { detail: {} }));
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn.mock.calls[0]?.[0]).toEqual({ bookingId: 'g', status: 1 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The published types refuse an unknown verb (issue 33); plain JavaScript may still call one.
    // @ts-expect-error 'explode' is no method of the API
    api('explode');
    expect(error).toHaveBeenCalledWith("BookingWidget: unknown method 'explode'");
    error.mockRestore();
  });
});

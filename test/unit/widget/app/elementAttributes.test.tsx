import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineBookingWidget } from '../../../../widget/element/defineBookingWidget.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

beforeEach(() => {
  // No API here: every call fails at once, as offline.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('<booking-widget> attributes (shell)', () => {
  it('reads attributes as props, follows changes, and clears a removed attribute', async () => {
    defineBookingWidget();
    document.body.innerHTML =
      '<booking-widget system="se_demo" unit="1" api-base="http://127.0.0.1:9/api/v1"></booking-widget>';
    const host = document.querySelector('booking-widget')!;
    await tick();
    expect(host.system).toBe('se_demo');
    expect(host.apiBase).toBe('http://127.0.0.1:9/api/v1');
    host.setAttribute('unit', '2');
    await tick();
    expect(host.unit).toBe('2');
    host.removeAttribute('api-base');
    await tick();
    // r2wc alone would keep the old value here.
    expect(host.apiBase).toBeUndefined();
  });
});

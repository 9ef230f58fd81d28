import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DISPOSE_GRACE_MS,
  defineBookingWidget,
} from '../../../../widget/element/defineBookingWidget.ts';

// [house] Lifecycle: an element removed for good lets go of its window listeners; a move in the
// DOM keeps its instance (and the booking in progress). The grace period runs on a fake clock
// (STYLE habit 16): only setTimeout and clearTimeout are faked, so React's scheduler keeps its
// own (setImmediate, MessageChannel).

/**
 * Counts the pagehide listeners added from now on and not yet removed. Listeners added before
 * (elements of the worker's earlier files, disposed on their own clock) do not count, even when
 * they are removed during the test.
 */
function countPagehide() {
  const live = new Map<unknown, number>();
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'pagehide') live.set(listener, (live.get(listener) ?? 0) + 1);
    add(type, listener, options);
  });
  vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
    const count = type === 'pagehide' ? live.get(listener) : undefined;
    if (count === 1) live.delete(listener);
    else if (count) live.set(listener, count - 1);
    remove(type, listener, options);
  });
  return () => [...live.values()].reduce((sum, n) => sum + n, 0);
}

function widget(unit = '1') {
  const element = document.createElement('booking-widget');
  element.setAttribute('system', 'se_demo');
  element.setAttribute('unit', unit);
  return element;
}

/** Waits until React has drawn the element's first screen (the failed settings' error page). */
const drawn = (element: HTMLElement) =>
  vi.waitFor(() =>
    expect(
      element.shadowRoot?.querySelector('[data-testid="app-shell"], main, section'),
    ).not.toBeNull(),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  defineBookingWidget();
});

afterEach(async () => {
  // Elements left in the page are disposed before the next test counts listeners.
  document.body.innerHTML = '';
  await vi.advanceTimersByTimeAsync(DISPOSE_GRACE_MS);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<booking-widget> lifecycle ([house])', () => {
  it('disposes its instance after the grace period once removed', async () => {
    const live = countPagehide();
    const element = widget();
    document.body.appendChild(element);
    await drawn(element);
    expect(live()).toBe(1);
    element.remove();
    await vi.advanceTimersByTimeAsync(DISPOSE_GRACE_MS - 1);
    expect(live()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(live()).toBe(0);
  });

  it('keeps its instance through a move in the DOM', async () => {
    const live = countPagehide();
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    const element = widget();
    first.appendChild(element);
    await drawn(element);
    second.appendChild(element);
    await vi.advanceTimersByTimeAsync(DISPOSE_GRACE_MS * 2);
    expect(live()).toBe(1);
    await drawn(element);
  });

  it('creates no instance for an element that is never connected', () => {
    const live = countPagehide();
    widget();
    expect(live()).toBe(0);
  });

  it('leaves nothing behind after 50 mount and unmount cycles', async () => {
    const live = countPagehide();
    for (let i = 0; i < 50; i += 1) {
      const element = widget(String((i % 3) + 1));
      document.body.appendChild(element);
      element.remove();
    }
    expect(live()).toBe(50);
    await vi.advanceTimersByTimeAsync(DISPOSE_GRACE_MS);
    expect(live()).toBe(0);
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DISPOSE_GRACE_MS,
  defineBookingWidget,
} from '../../../../widget/element/defineBookingWidget.ts';

// [house] Lifecycle: an element removed for good lets go of its window listeners; a move in the
// DOM keeps its instance (and the booking in progress).
const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

function countPagehide() {
  let live = 0;
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'pagehide') live += 1;
    add(type, listener, options);
  });
  vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
    if (type === 'pagehide') live -= 1;
    remove(type, listener, options);
  });
  return () => live;
}

beforeAll(async () => {
  // The worker's earlier files share this document (isolate: false): their elements, removed
  // before this file, are disposed before it counts listeners.
  await new Promise((resolve) => setTimeout(resolve, DISPOSE_GRACE_MS + 50));
});

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  defineBookingWidget();
});

afterEach(async () => {
  // Elements left in the page are disposed before the next test counts listeners.
  document.body.innerHTML = '';
  await new Promise((resolve) => setTimeout(resolve, DISPOSE_GRACE_MS + 50));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('<booking-widget> lifecycle ([house])', () => {
  it('disposes its instance after the grace period once removed', async () => {
    const live = countPagehide();
    const element = document.createElement('booking-widget');
    element.setAttribute('system', 'se_demo');
    element.setAttribute('unit', '1');
    document.body.appendChild(element);
    await tick();
    expect(live()).toBe(1);
    element.remove();
    await new Promise((resolve) => setTimeout(resolve, DISPOSE_GRACE_MS + 50));
    expect(live()).toBe(0);
  });

  it('keeps its instance through a move in the DOM', async () => {
    const live = countPagehide();
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    const element = document.createElement('booking-widget');
    element.setAttribute('system', 'se_demo');
    element.setAttribute('unit', '1');
    first.appendChild(element);
    await tick();
    second.appendChild(element);
    await new Promise((resolve) => setTimeout(resolve, DISPOSE_GRACE_MS + 50));
    expect(live()).toBe(1);
    expect(
      element.shadowRoot?.querySelector('[data-testid="app-shell"], main, section'),
    ).not.toBeNull();
  });

  it('creates no instance for an element that is never connected', () => {
    const live = countPagehide();
    const element = document.createElement('booking-widget');
    element.setAttribute('system', 'se_demo');
    element.setAttribute('unit', '1');
    expect(live()).toBe(0);
  });

  it('leaves nothing behind after 50 mount and unmount cycles', async () => {
    const live = countPagehide();
    for (let i = 0; i < 50; i += 1) {
      const element = document.createElement('booking-widget');
      element.setAttribute('system', 'se_demo');
      element.setAttribute('unit', String((i % 3) + 1));
      document.body.appendChild(element);
      element.remove();
    }
    expect(live()).toBe(50);
    await new Promise((resolve) => setTimeout(resolve, DISPOSE_GRACE_MS + 50));
    expect(live()).toBe(0);
  });
});

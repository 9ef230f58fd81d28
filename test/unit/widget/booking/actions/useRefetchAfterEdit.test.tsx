import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REFETCH_AFTER_EDIT_MS,
  useRefetchAfterEdit,
} from '../../../../../widget/booking/actions/useRefetchAfterEdit.ts';
import { WidgetContext } from '../../../../../widget/hooks/useWidget.ts';
import type { WidgetInstance } from '../../../../../widget/instance/WidgetInstance.ts';
import { cleanup, render } from '../../ui/render.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const AVAILABILITY = ['GET webbooking/availabletimes', 'GET webbooking/daystates'];

function mount() {
  const invalidate = vi.fn();
  const instance = { cache: { invalidate } } as unknown as WidgetInstance;
  const seen: (() => void)[] = [];
  function Probe() {
    seen.push(useRefetchAfterEdit());
    return null;
  }
  const view = render(
    <WidgetContext.Provider value={instance}>
      <Probe />
    </WidgetContext.Provider>,
  );
  return {
    invalidate,
    seen,
    view,
    save: () => act(() => seen.at(-1)!()),
    advance: (ms: number) => act(() => vi.advanceTimersByTime(ms)),
  };
}

describe('useRefetchAfterEdit (doc 2 §4 Edit "after a save the availability is refetched after 50 ms")', () => {
  it('reads nothing again before a save', () => {
    const probe = mount();
    probe.advance(10 * REFETCH_AFTER_EDIT_MS);
    expect(probe.invalidate).not.toHaveBeenCalled();
  });

  it('invalidates the times and days 50 ms after a save, not sooner, and once', () => {
    const probe = mount();
    probe.save();
    probe.advance(REFETCH_AFTER_EDIT_MS - 1);
    expect(probe.invalidate).not.toHaveBeenCalled();
    probe.advance(1);
    expect(probe.invalidate).toHaveBeenCalledTimes(1);
    expect(probe.invalidate).toHaveBeenCalledWith(...AVAILABILITY);
    probe.advance(10 * REFETCH_AFTER_EDIT_MS);
    expect(probe.invalidate).toHaveBeenCalledTimes(1);
  });

  it('a second save within the wait restarts it: one read, 50 ms after the last save', () => {
    const probe = mount();
    probe.save();
    probe.advance(30);
    probe.save();
    probe.advance(REFETCH_AFTER_EDIT_MS - 1);
    expect(probe.invalidate).not.toHaveBeenCalled();
    probe.advance(1);
    expect(probe.invalidate).toHaveBeenCalledTimes(1);
  });

  it('each save after the wait reads again', () => {
    const probe = mount();
    probe.save();
    probe.advance(REFETCH_AFTER_EDIT_MS);
    probe.save();
    probe.advance(REFETCH_AFTER_EDIT_MS);
    expect(probe.invalidate).toHaveBeenCalledTimes(2);
  });

  it('leaves no timer behind when the page goes (STYLE 20)', () => {
    const probe = mount();
    probe.save();
    expect(vi.getTimerCount()).toBe(1);
    probe.view.unmount();
    expect(vi.getTimerCount()).toBe(0);
    probe.advance(REFETCH_AFTER_EDIT_MS);
    expect(probe.invalidate).not.toHaveBeenCalled();
  });

  it('gives the same function on every render', () => {
    const probe = mount();
    probe.save();
    expect(probe.seen.length).toBeGreaterThan(1);
    expect(new Set(probe.seen).size).toBe(1);
  });
});

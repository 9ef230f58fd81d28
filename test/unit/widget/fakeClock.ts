import { act } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The file's tests run their timers on a fake clock (STYLE habit 16). Only the timer functions
 * are faked: `Date` stays real (the steps take `now` as a prop), and React's scheduler keeps its
 * setImmediate and MessageChannel.
 */
export function fakeClockEachTest() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/**
 * Moves the fake clock on by `ms` inside act, and with it everything waiting on it: the fake
 * API's answers and what they set off arrive between the clock's steps (each one a turn of the
 * event loop), and React commits the state they leave. No real time is waited out.
 */
export async function advance(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

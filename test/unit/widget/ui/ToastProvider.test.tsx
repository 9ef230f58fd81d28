import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useEffect } from 'react';
import { ToastProvider } from '../../../../widget/ui/ToastProvider.tsx';
import { TOAST_DURATION_MS } from '../../../../widget/ui/ToastContext.ts';
import type { ToastApi } from '../../../../widget/ui/ToastContext.ts';
import { useToast } from '../../../../widget/ui/useToast.ts';
import { cleanup, click, render } from './render.tsx';

let api: ToastApi;
const keep = (value: ToastApi) => {
  api = value;
};

function Capture() {
  const toast = useToast();
  useEffect(() => keep(toast), [toast]);
  return <p>screen</p>;
}

function setup() {
  const view = render(
    <ToastProvider closeLabel="Dismiss">
      <Capture />
    </ToastProvider>,
  );
  const show = (options: Parameters<ToastApi['show']>[0]) => {
    let id = '';
    act(() => {
      id = api.show(options);
    });
    return id;
  };
  const toasts = () => Array.from(view.container.querySelectorAll<HTMLElement>('[data-toast]'));
  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  return { view, show, toasts, advance };
}

// The toast component loads with the first toast (React.lazy); load it once, for real, so the
// synchronous tests below see each toast as soon as it is shown.
beforeAll(async () => {
  const view = render(
    <ToastProvider closeLabel="Dismiss">
      <Capture />
    </ToastProvider>,
  );
  await act(async () => {
    api.show({ kind: 'info', title: 'Loading the toast chunk' });
  });
  // The module load may take longer than one act on a busy worker: wait until the toast shows.
  await vi.waitFor(
    async () => {
      await act(async () => undefined);
      expect(view.container.querySelectorAll('[data-toast]')).toHaveLength(1);
    },
    { timeout: 10_000 },
  );
  view.unmount();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ToastProvider / useToast', () => {
  it('uses 5000 ms as the default duration (doc 2 §9)', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('shows a success toast as a polite status with title, message and a labelled close button', () => {
    const { show, toasts } = setup();
    show({ kind: 'success', title: 'Saved', message: 'Your booking was updated.' });
    const [toast] = toasts();
    expect(toast?.getAttribute('role')).toBe('status');
    expect(toast?.textContent).toContain('Saved');
    expect(toast?.textContent).toContain('Your booking was updated.');
    expect(toast?.querySelector('[data-toast-close]')?.getAttribute('aria-label')).toBe('Dismiss');
  });

  it('announces errors as alerts and info as status', () => {
    const { show, toasts } = setup();
    show({ kind: 'error', title: 'Save failed' });
    show({ kind: 'info', title: 'Heads up' });
    expect(toasts().map((t) => t.getAttribute('role'))).toEqual(['alert', 'status']);
  });

  it('closes by itself after 5000 ms, not a millisecond earlier', () => {
    const { show, toasts, advance } = setup();
    show({ kind: 'success', title: 'Saved' });
    advance(4999);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('honours a custom duration', () => {
    const { show, toasts, advance } = setup();
    show({ kind: 'info', title: 'Quick', duration: 1000 });
    advance(1000);
    expect(toasts()).toHaveLength(0);
  });

  it('never closes by itself with duration null (the payment error toast)', () => {
    const { show, toasts, advance } = setup();
    show({ kind: 'error', title: 'Payment cancelled', duration: null });
    expect(vi.getTimerCount()).toBe(0);
    advance(60 * 60 * 1000);
    expect(toasts()).toHaveLength(1);
  });

  it('closes from its close button and through dismiss(id)', () => {
    const { show, toasts } = setup();
    show({ kind: 'error', title: 'A', duration: null });
    const second = show({ kind: 'error', title: 'B', duration: null });
    click(toasts()[0]!.querySelector('[data-toast-close]')!);
    expect(toasts().map((t) => t.textContent)).toEqual(['B']);
    act(() => api.dismiss(second));
    expect(toasts()).toHaveLength(0);
    act(() => api.dismiss('unknown'));
  });

  it('stacks several toasts in the order they were shown, each with its own timer', () => {
    const { show, toasts, advance } = setup();
    show({ kind: 'info', title: 'first' });
    advance(2000);
    show({ kind: 'info', title: 'second' });
    expect(toasts().map((t) => t.querySelector('strong')?.textContent)).toEqual([
      'first',
      'second',
    ]);
    advance(3000);
    expect(toasts().map((t) => t.querySelector('strong')?.textContent)).toEqual(['second']);
    advance(2000);
    expect(toasts()).toHaveLength(0);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const { show, toasts, advance } = setup();
    show({ kind: 'success', title: 'Saved' });
    advance(3000);
    const toast = toasts()[0]!;
    act(() => {
      toast.dispatchEvent(
        new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }),
      );
    });
    advance(10_000);
    expect(toasts()).toHaveLength(1);
    act(() => {
      toast.dispatchEvent(
        new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }),
      );
    });
    advance(1999);
    expect(toasts()).toHaveLength(1);
    advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('clears every timer when the provider unmounts', () => {
    const { view, show } = setup();
    show({ kind: 'success', title: 'a' });
    show({ kind: 'info', title: 'b', duration: 8000 });
    expect(vi.getTimerCount()).toBe(2);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the toast region after the screen content, at the bottom of the widget', () => {
    const { view } = setup();
    const region = view.container.querySelector('[data-toast-region]')!;
    expect(view.container.lastElementChild).toBe(region);
  });
});

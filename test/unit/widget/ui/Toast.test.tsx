import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { Toast } from '../../../../widget/ui/Toast.tsx';
import { cleanup, click, render } from './render.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const base = { id: 't1', title: 'Saved', closeLabel: 'Close', duration: 5000 } as const;

describe('Toast', () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['error', 'alert'],
  ] as const)('%s toasts have role %s', (kind, role) => {
    const view = render(<Toast {...base} kind={kind} onDismiss={() => {}} />);
    expect(view.container.querySelector('[data-toast]')?.getAttribute('role')).toBe(role);
  });

  it('asks to be dismissed with its id when the timer runs out or the close button is pressed', () => {
    const onDismiss = vi.fn();
    const view = render(<Toast {...base} kind="info" onDismiss={onDismiss} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onDismiss).toHaveBeenCalledWith('t1');
    click(view.container.querySelector('[aria-label="Close"]')!);
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('holds its timer while focus is inside it', () => {
    const onDismiss = vi.fn();
    const view = render(<Toast {...base} kind="info" onDismiss={onDismiss} />);
    const close = view.container.querySelector<HTMLButtonElement>('[aria-label="Close"]')!;
    act(() => close.focus());
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => close.blur());
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('sets no timer at all when duration is null', () => {
    render(<Toast {...base} duration={null} kind="error" onDismiss={() => {}} />);
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastContext, type ToastApi } from '../../../../widget/ui/ToastContext.ts';
import { useToast } from '../../../../widget/ui/useToast.ts';
import { cleanup, render } from './render.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useToast', () => {
  it('returns the api of the nearest provider', () => {
    const api: ToastApi = { show: vi.fn(() => 'x'), dismiss: vi.fn() };
    let seen: ToastApi | undefined;
    function Probe() {
      seen = useToast();
      return null;
    }
    render(
      <ToastContext.Provider value={api}>
        <Probe />
      </ToastContext.Provider>,
    );
    expect(seen).toBe(api);
  });

  it('throws a clear error outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Probe() {
      useToast();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(/no ToastProvider/);
  });
});

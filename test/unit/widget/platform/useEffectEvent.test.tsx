import { useEffect, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useEffectEvent } from '../../../../widget/platform/useEffectEvent.ts';
import { cleanup, render } from '../ui/render.tsx';

afterEach(cleanup);

// React 18 has no useEffectEvent (docs/decisions.md "React 18 rather than 19"): the widget's own
// must give effects a function that never changes yet always runs the latest render's code.
// The lint's hook rules know the name and hold these tests to React's (called from effects only).
describe('useEffectEvent (React 19.2 semantics on React 18)', () => {
  it('keeps one identity across renders', () => {
    const seen: unknown[] = [];
    function Probe({ label }: { label: string }) {
      const read = useEffectEvent(() => label);
      useEffect(() => {
        seen.push(read);
      });
      return null;
    }
    const view = render(<Probe label="first" />);
    view.rerender(<Probe label="second" />);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
  });

  it('an effect that ran once calls the latest render’s function, arguments and result passed through', () => {
    let later: ((a: number, b: number) => number) | undefined;
    let runs = 0;
    function Probe({ offset }: { offset: number }) {
      const add = useEffectEvent((a: number, b: number) => a + b + offset);
      useEffect(() => {
        runs += 1;
        later = (a, b) => add(a, b);
      }, []);
      return null;
    }
    const view = render(<Probe offset={1} />);
    expect(later!(2, 3)).toBe(6);
    view.rerender(<Probe offset={10} />);
    expect(later!(2, 3)).toBe(15);
    expect(runs).toBe(1);
  });

  it('layout and passive effects of a render see that render’s values', () => {
    const fromLayout: number[] = [];
    const fromEffect: number[] = [];
    function Probe({ count }: { count: number }) {
      const read = useEffectEvent(() => count);
      useLayoutEffect(() => {
        fromLayout.push(read());
      });
      useEffect(() => {
        fromEffect.push(read());
      });
      return null;
    }
    const view = render(<Probe count={1} />);
    view.rerender(<Probe count={2} />);
    expect(fromLayout).toEqual([1, 2]);
    expect(fromEffect).toEqual([1, 2]);
  });
});

import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { VisuallyHidden } from '../../../../widget/ui/VisuallyHidden.tsx';
import { cleanup, render } from './render.tsx';

afterEach(cleanup);

describe('VisuallyHidden', () => {
  it('keeps its text in the DOM (not aria-hidden, not display:none) but clipped out of sight', () => {
    const view = render(
      <button type="button">
        <VisuallyHidden id="v">Remove activity</VisuallyHidden>
      </button>,
    );
    const span = view.container.querySelector<HTMLElement>('#v')!;
    expect(span.textContent).toBe('Remove activity');
    expect(span.getAttribute('aria-hidden')).toBeNull();
    const style = getComputedStyle(span);
    expect(style.display).not.toBe('none');
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.overflow).toBe('hidden');
  });
});

describe('VisuallyHidden ref (React 18: forwardRef)', () => {
  it('hands its span to a ref', () => {
    const ref = createRef<HTMLSpanElement>();
    const view = render(<VisuallyHidden ref={ref}>Remove activity</VisuallyHidden>);
    expect(ref.current).toBe(view.container.querySelector('span'));
  });
});

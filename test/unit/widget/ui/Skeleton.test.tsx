import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton } from '../../../../widget/ui/Skeleton.tsx';
import { cleanup, render } from './render.tsx';

afterEach(cleanup);

describe('Skeleton', () => {
  it('is a hidden placeholder block of the given size', () => {
    const view = render(<Skeleton width="40%" height="48px" />);
    const block = view.container.querySelector<HTMLElement>('[data-skeleton]')!;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.style.width).toBe('40%');
    expect(block.style.height).toBe('48px');
  });
});

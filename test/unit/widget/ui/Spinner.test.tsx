import { afterEach, describe, expect, it } from 'vitest';
import { Spinner } from '../../../../widget/ui/Spinner.tsx';
import { cleanup, render } from './render.tsx';

afterEach(cleanup);

describe('Spinner', () => {
  it('is a status with its label as text for screen readers; the ring itself is hidden', () => {
    const view = render(<Spinner label="Loading times" />);
    const status = view.container.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('Loading times');
    expect(status.querySelector('[data-spinner]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes a size in px', () => {
    const view = render(<Spinner label="x" size={40} />);
    const ring = view.container.querySelector<HTMLElement>('[data-spinner]')!;
    expect(ring.style.width).toBe('40px');
    expect(ring.style.height).toBe('40px');
  });

  it('is silent when decorative', () => {
    const view = render(<Spinner decorative />);
    expect(view.container.querySelector('[role="status"]')).toBeNull();
    expect(view.container.textContent).toBe('');
    expect(view.container.querySelector('[data-spinner]')).not.toBeNull();
  });
});

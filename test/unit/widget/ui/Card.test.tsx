import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Card } from '../../../../widget/ui/Card.tsx';
import { cleanup, render } from './render.tsx';

afterEach(cleanup);

describe('Card', () => {
  it('renders its children in a surface box and forwards div props', () => {
    const view = render(
      <Card aria-label="Summary" data-testid="card">
        <p>2 guests</p>
      </Card>,
    );
    const card = view.container.querySelector<HTMLElement>('[data-testid="card"]')!;
    expect(card.getAttribute('aria-label')).toBe('Summary');
    expect(card.textContent).toBe('2 guests');
    expect(getComputedStyle(card).padding).toBe('16px');
  });

  it('takes its background from --bw-surface, falling back to white', () => {
    const view = render(<Card data-testid="card" />);
    const card = view.container.querySelector<HTMLElement>('[data-testid="card"]')!;
    expect(getComputedStyle(card).backgroundColor).toBe('#ffffff');
    view.container.style.setProperty('--bw-surface', '#fafaf7');
    expect(getComputedStyle(card).backgroundColor).toBe('#fafaf7');
  });

  it('takes a padding size', () => {
    const view = render(<Card padding="none" data-testid="card" />);
    expect(getComputedStyle(view.container.querySelector('[data-testid="card"]')!).padding).toBe(
      '0px',
    );
  });
});

describe('Card ref (React 18: forwardRef)', () => {
  it('hands its div to a ref', () => {
    const ref = createRef<HTMLDivElement>();
    const view = render(<Card ref={ref} data-testid="card" />);
    expect(ref.current).toBe(view.container.querySelector('[data-testid="card"]'));
  });
});

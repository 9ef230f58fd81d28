import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConditionsBlock } from '../../../../widget/booking/ConditionsBlock.tsx';
import { cleanup, click, render } from '../ui/render.tsx';

// The block is measured while clamped, as the texts arrive (doc 2 §2, collapseConditions): one
// ResizeObserver at a time, and none left behind once expanded or gone.
class CountingObserver {
  static live = 0;
  static all: CountingObserver[] = [];
  private watching = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    CountingObserver.all.push(this);
  }
  observe() {
    if (!this.watching) CountingObserver.live += 1;
    this.watching = true;
  }
  unobserve() {}
  disconnect() {
    if (this.watching) CountingObserver.live -= 1;
    this.watching = false;
  }
  fire() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

const t = (key: string) => key;

beforeEach(() => {
  CountingObserver.live = 0;
  CountingObserver.all = [];
  vi.stubGlobal('ResizeObserver', CountingObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConditionsBlock (doc 2 §2 information and conditions)', () => {
  it('doc2 §2: watches the clamped text with one observer, through renders, and lets it go', () => {
    const view = render(<ConditionsBlock texts={['Cancel 24 h ahead.']} collapse t={t} />);
    expect(CountingObserver.live).toBe(1);
    view.rerender(<ConditionsBlock texts={['Cancel 24 h ahead.']} collapse t={t} />);
    view.rerender(<ConditionsBlock texts={['Cancel 48 h ahead.']} collapse t={t} />);
    expect(CountingObserver.live).toBe(1);
    view.unmount();
    expect(CountingObserver.live).toBe(0);
  });

  it('doc2 §2: offers show more when the clamped text overflows, and stops measuring while expanded', () => {
    const view = render(<ConditionsBlock texts={['A long text.']} collapse t={t} />);
    const body = view.container.querySelector<HTMLElement>('[data-collapsed]')!;
    expect(view.container.querySelector('button')).toBeNull();
    // The sanitised text came in and does not fit its 3 lines.
    Object.defineProperty(body, 'scrollHeight', { configurable: true, value: 120 });
    Object.defineProperty(body, 'clientHeight', { configurable: true, value: 60 });
    act(() => CountingObserver.all.at(-1)!.fire());
    const more = view.container.querySelector('button')!;
    expect(more.textContent).toBe('conditions.showMore');
    click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(body.getAttribute('data-collapsed')).toBe('false');
    expect(CountingObserver.live).toBe(0);
    click(more);
    expect(more.textContent).toBe('conditions.showMore');
    expect(CountingObserver.live).toBe(1);
  });

  it('doc2 §2: a block without text renders nothing and watches nothing', () => {
    const view = render(<ConditionsBlock texts={['  ']} collapse t={t} />);
    expect(view.container.innerHTML).toBe('');
    expect(CountingObserver.live).toBe(0);
  });
});

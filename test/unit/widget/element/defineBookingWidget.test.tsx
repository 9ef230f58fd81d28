import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELEMENT_NAME } from '../../../../shared/element/elementAttributes.ts';
import { defineBookingWidget } from '../../../../widget/element/defineBookingWidget.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<booking-widget> registration (foundation)', () => {
  it('registers once; a second call leaves the first definition alone', () => {
    defineBookingWidget();
    const first = customElements.get(ELEMENT_NAME);
    defineBookingWidget();
    expect(customElements.get(ELEMENT_NAME)).toBe(first);
  });

  it('renders the loading skeleton in an open shadow root, with its styles inside that root', async () => {
    defineBookingWidget();
    // Other files of the worker may have rendered components with Emotion's default cache.
    const headStyles = () => document.head.querySelectorAll('style[data-emotion]').length;
    const before = headStyles();
    document.body.innerHTML = '<booking-widget system="se_demo" unit="1"></booking-widget>';
    const host = document.querySelector(ELEMENT_NAME)!;
    const root = host.shadowRoot!;
    expect(root).not.toBeNull();
    // The first render is a transition (issue 50): rendered in slices, not at once.
    const shell = await vi.waitFor(() => {
      const drawn = root.querySelector('[data-testid="app-shell"]');
      expect(drawn).not.toBeNull();
      return drawn!;
    });
    expect(shell.getAttribute('data-system')).toBe('se_demo');
    expect(shell.querySelectorAll('[data-skeleton]').length).toBeGreaterThanOrEqual(8);
    expect(root.querySelectorAll('style[data-emotion]').length).toBeGreaterThan(0);
    expect(headStyles()).toBe(before);
  });
});

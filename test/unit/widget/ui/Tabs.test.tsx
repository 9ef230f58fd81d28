import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { Tabs, type TabItem } from '../../../../widget/ui/Tabs.tsx';
import { TAB_SCROLL_STEP_PX } from '../../../../widget/ui/useTabScroll.ts';
import { cleanup, click, keyDown, render } from './render.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const items: TabItem[] = [
  { value: 'starters', label: 'Starters', panel: <p>Soup</p> },
  { value: 'mains', label: 'Mains', panel: <p>Fish</p> },
  { value: 'desserts', label: 'Desserts', panel: <p>Cake</p> },
  { value: 'drinks', label: 'Drinks', panel: <p>Wine</p> },
];

function Harness({
  initial = 'starters',
  onChange,
}: {
  initial?: string;
  onChange?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Tabs
      items={items}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
      label="Menu groups"
      previousLabel="Scroll back"
      nextLabel="Scroll forward"
    />
  );
}

function setup(initial?: string) {
  const onChange = vi.fn();
  const view = render(<Harness initial={initial} onChange={onChange} />, { shadow: true });
  const root = view.mount as ShadowRoot;
  const tabs = () => Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
  const list = root.querySelector<HTMLElement>('[role="tablist"]')!;
  return { view, root, tabs, list, onChange };
}

const selectedText = (tabs: HTMLButtonElement[]) =>
  tabs.filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);

describe('Tabs', () => {
  it('uses the 450 px scroll step of doc 1 §9', () => {
    expect(TAB_SCROLL_STEP_PX).toBe(450);
  });

  it('wires tablist, tabs and panels with the WAI-ARIA roles and ids', () => {
    const { root, tabs, list } = setup('mains');
    expect(list.getAttribute('aria-label')).toBe('Menu groups');
    expect(tabs()).toHaveLength(4);
    expect(selectedText(tabs())).toEqual(['Mains']);
    for (const tab of tabs()) {
      const panel = root.getElementById(tab.getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(panel.hidden).toBe(tab.getAttribute('aria-selected') !== 'true');
    }
    const visible = Array.from(root.querySelectorAll<HTMLElement>('[role="tabpanel"]')).filter(
      (p) => !p.hidden,
    );
    expect(visible.map((p) => p.textContent)).toEqual(['Fish']);
  });

  it('issue 51: only the open panel draws its content; the hidden ones keep their ids, empty', () => {
    const { root } = setup('mains');
    const panels = Array.from(root.querySelectorAll<HTMLElement>('[role="tabpanel"]'));
    expect(panels.map((p) => [p.hidden, p.textContent])).toEqual([
      [true, ''],
      [false, 'Fish'],
      [true, ''],
      [true, ''],
    ]);
  });

  it('has a roving tabindex: only the selected tab is in the Tab order', () => {
    const { tabs } = setup('desserts');
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, -1, 0, -1]);
  });

  it('is controlled: a click reports the choice, and only a new value moves the selection', () => {
    const onChange = vi.fn();
    const props = {
      items,
      label: 'Menu groups',
      previousLabel: 'Back',
      nextLabel: 'Forward',
      onChange,
    };
    const view = render(<Tabs {...props} value="starters" />);
    const tabs = () =>
      Array.from(view.container.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    click(tabs()[2]!);
    expect(onChange).toHaveBeenCalledWith('desserts');
    expect(selectedText(tabs())).toEqual(['Starters']);
    view.rerender(<Tabs {...props} value="desserts" />);
    expect(selectedText(tabs())).toEqual(['Desserts']);
  });

  it('moves selection and focus with ArrowRight / ArrowLeft, wrapping at both ends', () => {
    const { root, tabs, onChange } = setup('starters');
    tabs()[0]!.focus();
    keyDown(root.activeElement!, 'ArrowRight');
    expect(selectedText(tabs())).toEqual(['Mains']);
    expect(root.activeElement).toBe(tabs()[1]);
    keyDown(root.activeElement!, 'ArrowLeft');
    keyDown(root.activeElement!, 'ArrowLeft');
    expect(selectedText(tabs())).toEqual(['Drinks']);
    expect(root.activeElement).toBe(tabs()[3]);
    const wrap = keyDown(root.activeElement!, 'ArrowRight');
    expect(wrap.defaultPrevented).toBe(true);
    expect(selectedText(tabs())).toEqual(['Starters']);
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([
      'mains',
      'starters',
      'drinks',
      'starters',
    ]);
  });

  it('jumps to the first and last tab with Home and End', () => {
    const { root, tabs } = setup('mains');
    tabs()[1]!.focus();
    keyDown(root.activeElement!, 'End');
    expect(root.activeElement).toBe(tabs()[3]);
    keyDown(root.activeElement!, 'Home');
    expect(root.activeElement).toBe(tabs()[0]);
    expect(selectedText(tabs())).toEqual(['Starters']);
  });

  it('ignores other keys', () => {
    const { root, tabs, onChange } = setup('mains');
    tabs()[1]!.focus();
    expect(keyDown(root.activeElement!, 'ArrowDown').defaultPrevented).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  describe('scroll arrows', () => {
    function overflow(list: HTMLElement, scrollLeft: number) {
      Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 1400 });
      Object.defineProperty(list, 'clientWidth', { configurable: true, value: 320 });
      Object.defineProperty(list, 'scrollLeft', {
        configurable: true,
        writable: true,
        value: scrollLeft,
      });
      act(() => {
        list.dispatchEvent(new Event('scroll'));
      });
    }

    it('are absent while every tab fits', () => {
      const { root } = setup();
      expect(root.querySelector('[data-tabs-scroll]')).toBeNull();
    });

    it('appear when the list overflows, are kept out of the Tab order, and disable at the edges', () => {
      const { root, list } = setup();
      overflow(list, 0);
      const previous = root.querySelector<HTMLButtonElement>('[data-tabs-scroll="previous"]')!;
      const next = root.querySelector<HTMLButtonElement>('[data-tabs-scroll="next"]')!;
      expect(previous.tabIndex).toBe(-1);
      expect(next.getAttribute('aria-hidden')).toBe('true');
      expect(previous.title).toBe('Scroll back');
      expect(previous.disabled).toBe(true);
      expect(next.disabled).toBe(false);
      overflow(list, 1400 - 320);
      expect(root.querySelector<HTMLButtonElement>('[data-tabs-scroll="previous"]')!.disabled).toBe(
        false,
      );
      expect(root.querySelector<HTMLButtonElement>('[data-tabs-scroll="next"]')!.disabled).toBe(
        true,
      );
    });

    it('scroll the list by 450 px each way, smoothly unless reduced motion is asked for', () => {
      const { root, list } = setup();
      overflow(list, 500);
      const scrollBy = vi.fn();
      list.scrollBy = scrollBy as unknown as typeof list.scrollBy;
      click(root.querySelector('[data-tabs-scroll="next"]')!);
      click(root.querySelector('[data-tabs-scroll="previous"]')!);
      expect(scrollBy.mock.calls).toEqual([
        [{ left: 450, behavior: 'smooth' }],
        [{ left: -450, behavior: 'smooth' }],
      ]);

      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
      );
      click(root.querySelector('[data-tabs-scroll="next"]')!);
      expect(scrollBy.mock.calls[2]).toEqual([{ left: 450, behavior: 'auto' }]);
    });
  });

  it('brings a newly selected tab into view by scrolling the list only', () => {
    const { root, tabs, list } = setup('starters');
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 320 });
    Object.defineProperty(list, 'scrollLeft', { configurable: true, writable: true, value: 0 });
    tabs().forEach((tab, index) => {
      Object.defineProperty(tab, 'offsetLeft', { configurable: true, value: index * 200 });
      Object.defineProperty(tab, 'offsetWidth', { configurable: true, value: 200 });
    });
    const pageScroll = vi.spyOn(window, 'scrollTo');
    tabs()[0]!.focus();
    keyDown(root.activeElement!, 'End');
    expect(list.scrollLeft).toBe(800 - 320 + 8);
    keyDown(root.activeElement!, 'Home');
    expect(list.scrollLeft).toBe(0);
    expect(pageScroll).not.toHaveBeenCalled();
  });
});

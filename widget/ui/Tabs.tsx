import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { arrow, bar, list, panelStyle, root, tab } from './tabsStyles.ts';

/** doc 1 §9: one press of a scroll arrow moves the tab list 450 px. */
export const TAB_SCROLL_STEP_PX = 450;

export interface TabItem {
  /** Stable key, passed to onChange. */
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** The selected tab's value. */
  value: string;
  /** Called when the guest picks a tab (click, or arrow keys: selection follows focus). */
  onChange: (value: string) => void;
  /** Accessible name of the tab list ("Menu groups"). */
  label: string;
  /** Tooltip of the scroll-back arrow, in the guest's language. */
  previousLabel: string;
  /** Tooltip of the scroll-forward arrow, in the guest's language. */
  nextLabel: string;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * WAI-ARIA tabs with a roving tabindex and automatic activation. The list scrolls sideways;
 * when it overflows, arrows on either side scroll it by TAB_SCROLL_STEP_PX. The arrows are for
 * pointers only (keyboard users move with the arrow keys, which bring the tab into view).
 */
export function Tabs({
  items,
  value,
  onChange,
  label,
  previousLabel,
  nextLabel,
  className,
}: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [edges, setEdges] = useState({ start: true, end: true });

  const selectedIndex = items.findIndex((item) => item.value === value);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const measure = useCallback(() => {
    const node = listRef.current;
    if (!node) return;
    const start = node.scrollLeft <= 1;
    const end = node.scrollLeft + node.clientWidth >= node.scrollWidth - 1;
    setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, []);

  useEffect(() => {
    measure();
    const node = listRef.current;
    if (!node || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [measure, items.length]);

  // Brings the selected tab into view inside the list only: scrollIntoView could also scroll
  // the host page, which must not jump because a tab changed.
  useEffect(() => {
    const node = listRef.current;
    const selected = tabRefs.current[selectedIndex];
    if (!node || !selected) return;
    const left = selected.offsetLeft;
    const right = left + selected.offsetWidth;
    if (left < node.scrollLeft) node.scrollLeft = Math.max(0, left - 8);
    else if (right > node.scrollLeft + node.clientWidth) {
      node.scrollLeft = right - node.clientWidth + 8;
    }
  }, [selectedIndex]);

  function scrollByStep(direction: 1 | -1) {
    const node = listRef.current;
    if (!node) return;
    const left = direction * TAB_SCROLL_STEP_PX;
    if (typeof node.scrollBy === 'function') {
      node.scrollBy({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    } else {
      node.scrollLeft += left;
    }
  }

  function select(index: number) {
    const item = items[index];
    if (!item) return;
    tabRefs.current[index]?.focus();
    if (item.value !== value) onChange(item.value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const count = items.length;
    if (count === 0) return;
    const from = selectedIndex < 0 ? 0 : selectedIndex;
    const target =
      event.key === 'ArrowRight'
        ? (from + 1) % count
        : event.key === 'ArrowLeft'
          ? (from - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    select(target);
  }

  const overflowing = !(edges.start && edges.end);
  const focusableIndex = selectedIndex < 0 ? 0 : selectedIndex;

  return (
    <div css={root} className={className}>
      <div css={bar}>
        {overflowing ? (
          <button
            type="button"
            css={arrow}
            tabIndex={-1}
            aria-hidden="true"
            title={previousLabel}
            disabled={edges.start}
            onClick={() => scrollByStep(-1)}
            data-tabs-scroll="previous"
          >
            <ChevronLeftIcon />
          </button>
        ) : null}
        <div
          ref={listRef}
          css={list}
          role="tablist"
          aria-label={label}
          aria-orientation="horizontal"
          onKeyDown={handleKeyDown}
          onScroll={measure}
        >
          {items.map((item, index) => (
            <button
              key={item.value}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              css={tab}
              role="tab"
              id={tabId(index)}
              aria-selected={index === selectedIndex}
              aria-controls={panelId(index)}
              tabIndex={index === focusableIndex ? 0 : -1}
              onClick={() => select(index)}
            >
              {item.label}
            </button>
          ))}
        </div>
        {overflowing ? (
          <button
            type="button"
            css={arrow}
            tabIndex={-1}
            aria-hidden="true"
            title={nextLabel}
            disabled={edges.end}
            onClick={() => scrollByStep(1)}
            data-tabs-scroll="next"
          >
            <ChevronRightIcon />
          </button>
        ) : null}
      </div>
      {items.map((item, index) => (
        <div
          key={item.value}
          css={panelStyle}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== selectedIndex}
          tabIndex={0}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}

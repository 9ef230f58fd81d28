import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { tabKeyTarget } from './tabKeyTarget.ts';
import { arrow, bar, list, panelStyle, root, tab } from './tabsStyles.ts';
import { useTabScroll } from './useTabScroll.ts';

/** @internal Exported for its tests. */
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

/** A scroll arrow: for pointers only, so out of the tab order and hidden from assistive tech. */
function ScrollArrow({
  direction,
  title,
  disabled,
  onScroll,
}: {
  direction: 'previous' | 'next';
  title: string;
  disabled: boolean;
  onScroll: () => void;
}) {
  return (
    <button
      type="button"
      css={arrow}
      tabIndex={-1}
      aria-hidden="true"
      title={title}
      disabled={disabled}
      onClick={onScroll}
      data-tabs-scroll={direction}
    >
      {direction === 'previous' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </button>
  );
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
  const selectedIndex = items.findIndex((item) => item.value === value);
  const { listRef, tabRefs, edges, measure, scrollByStep } = useTabScroll(
    selectedIndex,
    items.length,
  );
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  function select(index: number) {
    const item = items[index];
    if (!item) return;
    tabRefs.current[index]?.focus();
    if (item.value !== value) onChange(item.value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = tabKeyTarget(event.key, selectedIndex, items.length);
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
          <ScrollArrow
            direction="previous"
            title={previousLabel}
            disabled={edges.start}
            onScroll={() => scrollByStep(-1)}
          />
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
          <ScrollArrow
            direction="next"
            title={nextLabel}
            disabled={edges.end}
            onScroll={() => scrollByStep(1)}
          />
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
          {/* Only the open panel's content: a menu of 300 articles would otherwise draw every
              group again on each change (issue 51). The hidden panels keep their ids. */}
          {index === selectedIndex && item.panel}
        </div>
      ))}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';

/** doc 1 §9: one press of a scroll arrow moves the tab list 450 px. @internal Exported for its tests. */
export const TAB_SCROLL_STEP_PX = 450;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The sideways scroll of a tab list: whether it reaches either edge (measured on scroll and on
 * resize), the selected tab kept in view, and a scroll by TAB_SCROLL_STEP_PX for the arrows.
 */
export function useTabScroll(selectedIndex: number, count: number) {
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [edges, setEdges] = useState({ start: true, end: true });

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
  }, [measure, count]);

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

  return { listRef, tabRefs, edges, measure, scrollByStep };
}

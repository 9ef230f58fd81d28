import { useEffect, useRef } from 'react';

/**
 * Keeps keyboard focus on something real while the calendar changes under it: a day the
 * guest moved to (through the skeleton while its month loads), or the other month button
 * when the pressed one turns disabled at the end of the range.
 */
export function useCalendarFocus(tabStop: string) {
  const body = useRef<HTMLDivElement>(null);
  const skeleton = useRef<HTMLDivElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const pendingDay = useRef(false);
  const pendingNav = useRef<'previous' | 'next' | null>(null);

  useEffect(() => {
    if (pendingNav.current) {
      (pendingNav.current === 'previous' ? previousButton : nextButton).current?.focus();
      pendingNav.current = null;
    }
    if (!pendingDay.current) return;
    const day = body.current?.querySelector<HTMLElement>(`[data-date="${tabStop}"]`);
    if (day) {
      day.focus();
      pendingDay.current = false;
    } else skeleton.current?.focus();
  });

  return {
    body,
    skeleton,
    previousButton,
    nextButton,
    /** After the next render, focus the tab stop day. */
    focusDay: () => void (pendingDay.current = true),
    /** After the next render, focus a month button. */
    focusNav: (which: 'previous' | 'next') => void (pendingNav.current = which),
  };
}

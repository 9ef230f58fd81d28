import { useCallback, useEffect, useState } from 'react';
import { useWidget } from '../../hooks/useWidget.ts';

/**
 * Availability is read again this long after a save (doc 2 §4 Edit, §9).
 * @internal Exported for its tests.
 */
export const REFETCH_AFTER_EDIT_MS = 50;

/**
 * Seats changed for everyone: the times and days are read again a moment after each tried
 * save (doc 2 §4 Edit). Returns the function to call after a save; a later save restarts the
 * wait, and leaving the page drops it.
 */
export function useRefetchAfterEdit(): () => void {
  const { cache } = useWidget();
  const [saves, setSaves] = useState(0);
  useEffect(() => {
    if (saves === 0) return;
    const timer = setTimeout(
      () => cache.invalidate('GET webbooking/availabletimes', 'GET webbooking/daystates'),
      REFETCH_AFTER_EDIT_MS,
    );
    return () => clearTimeout(timer);
  }, [cache, saves]);
  return useCallback(() => setSaves((n) => n + 1), []);
}

import { useEffect, useState } from 'react';

/**
 * The current time for the rules (they take `now` as an argument): read at mount and once a
 * minute, so slots whose lock time passes while the guest looks do expire.
 */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

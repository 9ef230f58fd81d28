import { startTransition, useEffect, useState } from 'react';

/**
 * False in the first render, true in a transition after it (issue 51): a long list draws its
 * first screenful at once and the rest in a render React slices and yields between for input.
 */
export function useLater(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => startTransition(() => setLater(true)), []);
  return later;
}

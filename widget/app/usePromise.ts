import { useEffect, useState } from 'react';

/** The value of a promise once it settles; undefined until then. */
export function usePromise<T>(promise: Promise<T>): { value?: T; error?: unknown } {
  const [state, setState] = useState<{ value?: T; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    setState({});
    promise.then(
      (value) => live && setState({ value }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [promise]);
  return state;
}

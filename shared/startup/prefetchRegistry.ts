// Requests the loader starts before the bundle arrives (DESIGN §6: settings and locale in
// parallel with the bundle), handed over to the widget once. The loader and the widget are
// separate bundles, so they meet through one global name.

const KEY = '__bookingWidgetPrefetch';

type Registry = Map<string, Promise<unknown>>;

function registry(): Registry {
  const holder = globalThis as unknown as Record<string, Registry | undefined>;
  return (holder[KEY] ??= new Map());
}

export function registerPrefetch<T>(url: string, answer: Promise<T>): void {
  // A rejected prefetch is never an unhandled rejection: the widget fetches again instead.
  answer.catch(() => undefined);
  registry().set(url, answer);
}

/** The prefetched answer for a URL, at most once; undefined when none was started. */
export function takePrefetched<T>(url: string): Promise<T> | undefined {
  const found = registry().get(url) as Promise<T> | undefined;
  registry().delete(url);
  return found;
}

/**
 * A copy of a prefetched answer, leaving the original for the widget: the loader's first paint
 * reads the settings and locale the widget will read. Undefined once the widget has taken it.
 */
export function peekPrefetched<T extends { clone(): T }>(url: string): Promise<T> | undefined {
  const found = registry().get(url) as Promise<T> | undefined;
  return found?.then((response) => response.clone());
}

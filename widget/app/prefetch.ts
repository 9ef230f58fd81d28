// Requests the loader starts before the bundle arrives (DESIGN §6: settings and locale in
// parallel with the bundle), handed over to the widget once. Shared through one global name.

const KEY = '__bookingWidgetPrefetch';

type Registry = Map<string, Promise<Response>>;

function registry(): Registry {
  const holder = globalThis as unknown as Record<string, Registry | undefined>;
  return (holder[KEY] ??= new Map());
}

export function registerPrefetch(url: string, response: Promise<Response>): void {
  // A rejected prefetch is never an unhandled rejection: the widget fetches again instead.
  response.catch(() => undefined);
  registry().set(url, response);
}

/** The prefetched answer for a URL, at most once; undefined when none was started. */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const found = registry().get(url);
  registry().delete(url);
  return found;
}

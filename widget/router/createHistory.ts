export interface HistoryLocation {
  pathname: string;
  /** '' or starting with '?' */
  search: string;
}

/** Where the widget's router keeps its address: in memory, or the page's own URL. */
export interface WidgetHistory {
  location(): HistoryLocation;
  push(location: HistoryLocation): void;
  replace(location: HistoryLocation): void;
  back(): void;
  forward(): void;
  listen(listener: (location: HistoryLocation) => void): () => void;
}

const href = (l: HistoryLocation) => l.pathname + l.search;

/** Inline and modal mode: the host page's URL is never touched. */
export function createMemoryHistory(initial: HistoryLocation): WidgetHistory {
  const stack: HistoryLocation[] = [initial];
  let index = 0;
  const listeners = new Set<(location: HistoryLocation) => void>();
  const emit = () => listeners.forEach((listener) => listener(stack[index]!));
  return {
    location: () => stack[index]!,
    push(location) {
      stack.splice(index + 1, stack.length, location);
      index = stack.length - 1;
      emit();
    },
    replace(location) {
      stack[index] = location;
      emit();
    },
    back() {
      if (index === 0) return;
      index--;
      emit();
    },
    forward() {
      if (index >= stack.length - 1) return;
      index++;
      emit();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Full-page mode: the router is the page's URL, and the browser's back and forward work. */
export function createBrowserHistory(win: Window = window): WidgetHistory {
  const read = (): HistoryLocation => ({
    pathname: win.location.pathname,
    search: win.location.search,
  });
  const listeners = new Set<(location: HistoryLocation) => void>();
  const onPopState = () => listeners.forEach((listener) => listener(read()));
  return {
    location: read,
    push(location) {
      if (href(location) === href(read())) return;
      win.history.pushState(null, '', href(location));
      onPopState();
    },
    replace(location) {
      win.history.replaceState(null, '', href(location));
      onPopState();
    },
    back: () => win.history.back(),
    forward: () => win.history.forward(),
    listen(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPopState);
      };
    },
  };
}

// Everything the widget keeps in the browser, under one prefix (DESIGN §5) so it never collides
// with the host page's keys. Storage can be missing or throw (private mode, sandboxed iframes).

const PREFIX = 'booking-widget:';

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export const localStore = {
  get: (key: string): string | null => safe(() => localStorage.getItem(PREFIX + key), null),
  set: (key: string, value: string): void =>
    safe(() => localStorage.setItem(PREFIX + key, value), undefined),
};

export const sessionStore = {
  get: (key: string): string | null => safe(() => sessionStorage.getItem(PREFIX + key), null),
  set: (key: string, value: string): void =>
    safe(() => sessionStorage.setItem(PREFIX + key, value), undefined),
  remove: (key: string): void => safe(() => sessionStorage.removeItem(PREFIX + key), undefined),
};

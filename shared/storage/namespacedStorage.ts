// Everything the widget keeps in the browser sits under one prefix (DESIGN §5), so it never
// collides with the host page's keys. The storage is injected: shared/ knows no DOM, and
// storage can be missing or throw (private mode, sandboxed iframes).

/** @internal Exported for its tests. */
export const STORAGE_PREFIX = 'booking-widget:';

/** The part of the Web Storage interface we use. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface NamespacedStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** One key's value under the prefix; a failure reads as "nothing stored". */
export const readStored = (storage: () => KeyValueStorage, key: string): string | null =>
  safe(() => storage().getItem(STORAGE_PREFIX + key), null);

/** A storage whose keys all carry the widget's prefix; failures read as "nothing stored". */
export function namespacedStorage(storage: () => KeyValueStorage): NamespacedStorage {
  return {
    get: (key) => readStored(storage, key),
    set: (key, value) => safe(() => storage().setItem(STORAGE_PREFIX + key, value), undefined),
    remove: (key) => safe(() => storage().removeItem(STORAGE_PREFIX + key), undefined),
  };
}

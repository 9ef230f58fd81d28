/** A file beside loader.js as the build names it (by content) and its SRI value (issue 49). */
export type Pinned = readonly [file: string, integrity: string];

/**
 * Fetches a module with its integrity through `<link rel=modulepreload integrity>` and settles
 * once it is in the page's module map (rejects when it did not load or its bytes are not the
 * build's): an `import()` of the same URL after it takes that verified entry instead of fetching
 * again, in the engines that check a preload's integrity (README "Versioned URLs and SRI").
 */
export function preloadPinned(base: string, [file, integrity]: Pinned): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = base + file;
    link.integrity = integrity;
    // Gone once settled: the module map keeps what it loaded, the host's <head> is left as it was.
    const settle = (loaded: boolean) => () => {
      link.remove();
      if (loaded) resolve();
      // The file's name alone: the loader's bytes are budgeted, and the bundle's failure is
      // logged after the widget's name (loadWidget.ts).
      else reject(Error(file));
    };
    link.onload = settle(true);
    link.onerror = settle(false);
    document.head.appendChild(link);
  });
}

/** Imports a pinned module, never before its verified preload is in (never at all if it fails). */
export const importPinned = <T>(base: string, pinned: Pinned): Promise<T> =>
  preloadPinned(base, pinned).then(
    () => import(/* webpackIgnore: true */ base + pinned[0]) as Promise<T>,
  );

import type { showLoadFailure } from './firstPaint/showLoadFailure.ts';
import { importPinned, preloadPinned, type Pinned } from './importPinned.ts';

/** What loadWidget reads of first-paint.js (a separate file; the full page's own script). */
type FirstPaint = { showLoadFailure: typeof showLoadFailure };

/**
 * The widget entry and its statically imported chunks, then first-paint.js: each a hashed file
 * name with its SRI value, set at build time (issue 49).
 */
declare const __WIDGET_FILES__: Pinned[];
declare const __FIRST_PAINT_FILE__: Pinned;

/** first-paint.js, pinned: the inline first paint, the load failure, the full page's script. */
export const importFirstPaint = <T>(base: string) => importPinned<T>(base, __FIRST_PAINT_FILE__);

/**
 * Loads the widget bundle, which registers <booking-widget>. Should it fail (a release removed
 * the files this cached loader names, the network, a file whose bytes are not the build's),
 * first-paint.js puts a message and the full page's link in place of each widget and tells the
 * host (issue 31). With `after`, the files download now and the bundle runs once it settles (the
 * full page's first paint, issue 32).
 */
export function loadWidget(base: string, after?: Promise<unknown>): void {
  // Every file is preloaded with its integrity, in parallel, and the entry imported once they
  // are all in (issue 49): its static imports then find the verified copies in the module map.
  const preloaded = Promise.all(__WIDGET_FILES__.map((file) => preloadPinned(base, file)));
  // The entry's chunks (React, react-dom) are run one by one before the entry, each import in a
  // task of its own (issue 50: one evaluation task of 150 to 500 ms at 4x CPU otherwise).
  void __WIDGET_FILES__
    .reduceRight<Promise<unknown>>(
      (before, [file]) => before.then(() => import(/* webpackIgnore: true */ base + file)),
      Promise.all([preloaded, after?.catch(() => undefined)]),
    )
    .catch((error: unknown) => {
      // The error names the file that failed (importPinned.ts); the loader's bytes are budgeted.
      console.error('booking-widget:', error);
      void importFirstPaint<FirstPaint>(base).then((m) => m.showLoadFailure(base));
    });
}

import type { showLoadFailure } from './firstPaint/showLoadFailure.ts';

/** What loadWidget reads of first-paint.js (a separate file; the full page's own script). */
type FirstPaint = { showLoadFailure: typeof showLoadFailure };

/** Hashed file names of the widget entry and its statically imported chunks, set at build time. */
declare const __WIDGET_FILES__: string[];

/**
 * Loads the widget bundle, which registers <booking-widget>. Should it fail (a release removed
 * the files this cached loader names, the network), first-paint.js puts a message and the full
 * page's link in place of each widget and tells the host (issue 31). With `after`, the files
 * download now and the bundle runs once it settles (the full page's first paint, issue 32).
 */
export function loadWidget(base: string, after?: Promise<unknown>): void {
  const [entry, ...chunks] = __WIDGET_FILES__;
  // Preloading the entry's static chunks lets the browser fetch them in parallel with the entry
  // instead of one round trip later.
  for (const chunk of after ? __WIDGET_FILES__ : chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = base + chunk;
    document.head.appendChild(link);
  }
  void (after ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => import(/* webpackIgnore: true */ base + entry))
    .catch((error: unknown) => {
      console.error('booking-widget: bundle failed', error);
      void import(/* webpackIgnore: true */ base + 'first-paint.js').then((m: FirstPaint) =>
        m.showLoadFailure(base),
      );
    });
}

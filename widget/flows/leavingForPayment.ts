import type { WidgetStoreApi } from '../store/createWidgetStore.ts';

// Per widget (keyed by its store), so one widget paying never affects another on the page.
const leaving = new WeakSet<WidgetStoreApi>();

/**
 * The guest is on the way to the payment terminal with this widget's booking: the page going
 * away is not the guest leaving the flow, so the booking must not be released (doc 1 §4) —
 * the terminal and BackFromPaymentTerminal still need it.
 */
export const leavingForPayment = {
  mark(store: WidgetStoreApi): void {
    leaving.add(store);
  },
  /** The page came back (bfcache, or the redirect failed): leaving releases it again. */
  clear(store: WidgetStoreApi): void {
    leaving.delete(store);
  },
  has(store: WidgetStoreApi): boolean {
    return leaving.has(store);
  },
};

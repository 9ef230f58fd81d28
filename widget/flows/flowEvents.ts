import type { WidgetStoreApi } from '../store/createWidgetStore.ts';

/**
 * The session events of the checkout (doc 2 §7 "Analytics events", doc 1 §8) and the named
 * events only a screen knows: one typed map of event name to payload. connectHost forwards
 * them to the host and analytics.
 */
interface FlowEventMap {
  bookingFinalized: { bookingId: string; status: number };
  bookingFinalizedFailed: { bookingId: string; code: number | null; status: number | null };
  paymentTerminal: { bookingId: string; payMethod: number };
  paymentTerminalFailed: { bookingId: string; code: number | null; status: number | null };
  backFromPaymentTerminal: {
    bookingId: string;
    success: boolean;
    errorCode: string | null;
    /** The returned booking's status (bookingFinalized tells it to the host). */
    status: number | null;
  };
  backFromPaymentTerminalFailed: { bookingId: string; code: number | null; status: number | null };
  /** The guest cancelled the booking on its page (doc 2 §4); reaches the host as bookingCancelled. */
  bookingCancelled: { bookingId: string };
  /** The booking page's edit dialog saved (doc 2 §7 named event EditBookingSaved). */
  editBookingSaved: { bookingId: string };
  /** The guest asked to cancel, before confirming (doc 2 §7 named event CancelBookingClicked). */
  cancelBookingClicked: { bookingId: string };
  /** The guest picked the language already shown (doc 2 §7 named event SameLanguageChange). */
  sameLanguageChange: { bookingId: null };
}

export type FlowEvent = {
  [K in keyof FlowEventMap]: { name: K; payload: FlowEventMap[K]; at: number };
}[keyof FlowEventMap];

export interface FlowEvents {
  record<K extends keyof FlowEventMap>(name: K, payload: FlowEventMap[K]): void;
  /** Every event so far, oldest first. */
  list(): readonly FlowEvent[];
  /** Hears each new event; returns the unsubscribe. */
  subscribe(listener: (event: FlowEvent) => void): () => void;
}

// One log per widget, keyed by its store, so two widgets on a page never mix their events.
const logs = new WeakMap<WidgetStoreApi, FlowEvents>();

function createFlowEvents(clock: () => number): FlowEvents {
  const events: FlowEvent[] = [];
  const listeners = new Set<(event: FlowEvent) => void>();
  return {
    record(name, payload) {
      const event = { name, payload, at: clock() } as FlowEvent;
      events.push(event);
      for (const listener of listeners) listener(event);
    },
    list: () => events,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The event log of one widget. */
export function flowEventsOf(store: WidgetStoreApi, clock: () => number = Date.now): FlowEvents {
  let log = logs.get(store);
  if (!log) {
    log = createFlowEvents(clock);
    logs.set(store, log);
  }
  return log;
}

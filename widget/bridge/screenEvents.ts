import type { NamedEventName } from '../../shared/bridge/namedEvents.ts';

/**
 * The doc 2 §7 named events only a screen knows, because nothing in the widget's state changes:
 * the booking page's edit dialog saved, the guest clicked cancel booking, the guest picked the
 * language already active.
 */
export type ScreenEventName = Extract<
  NamedEventName,
  'EditBookingSaved' | 'CancelBookingClicked' | 'SameLanguageChange'
>;

export interface ScreenEvent {
  name: ScreenEventName;
  /** The booking the screen shows; null where it shows none (the side menu). */
  bookingId: string | null;
  /** Epoch ms. */
  at: number;
}

type Listener = (event: ScreenEvent) => void;

interface Log {
  waiting: ScreenEvent[];
  listener?: Listener | undefined;
}

// One log per widget, keyed by its store (as widget/flows/flowEvents.ts): the bridge
// (connectHost) loads lazily, so an event from before it listens waits for it, once.
const logs = new WeakMap<object, Log>();

const logOf = (store: object): Log => {
  let log = logs.get(store);
  if (!log) logs.set(store, (log = { waiting: [] }));
  return log;
};

/** A screen's named event for the host, its analytics and Google Analytics (doc 2 §7). */
export function recordScreenEvent(
  store: object,
  name: ScreenEventName,
  bookingId: string | null = null,
): void {
  const event = { name, bookingId, at: Date.now() };
  const log = logOf(store);
  if (log.listener) log.listener(event);
  else log.waiting.push(event);
}

/** Hears the widget's screen events, first those that waited; returns the unsubscribe. */
export function listenScreenEvents(store: object, listener: Listener): () => void {
  const log = logOf(store);
  log.listener = listener;
  for (const event of log.waiting.splice(0)) listener(event);
  return () => {
    if (log.listener === listener) log.listener = undefined;
  };
}

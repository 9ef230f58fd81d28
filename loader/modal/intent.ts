// Modal mode's start-up policy (issue 50): a modal nobody opens costs the venue's visitors the
// loader alone. What a guest does to show intent, and when the files come without it.

/**
 * The events on a launcher (`[data-booking-widget-open]`) that count as intent: a pointer over
 * it, focus on it, a touch start, and the click itself for a click with nothing before it (a
 * script's `click()`). Heard on the document in the capture phase: `pointerenter` does not
 * bubble, `pointerover` does, and a host's `stopPropagation` must not hide them.
 */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'click'];

/** Modal mode waits for intent, unless a payment return or a queued `open` is intent already. */
export const waitsForIntent = (
  mode: string | undefined,
  back: boolean,
  queued: ArrayLike<unknown>[],
): boolean => mode === 'modal' && !back && !queued.some((call) => call[0] === 'open');

/**
 * A venue's opt-in (`data-prefetch="idle"`): the files come in idle time without intent, but
 * never where the guest asked to save data (`navigator.connection.saveData`, where exposed).
 */
export const prefetchesOnIdle = (prefetch: string | undefined, saveData: boolean | undefined) =>
  prefetch === 'idle' && !saveData;

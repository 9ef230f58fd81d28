// The first paint (issue 16): the guests step the loader draws into <booking-widget>'s open
// shadow root before the bundle has run, and the widget replaces once its own step is drawn.

/** Marks the first paint's root and its <style>. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** On the first paint's root: the label of a button clicked after the bundle ran, to replay. */
export const FIRST_PAINT_CHOICE = 'data-choice';

/** The longest the first paint stays once the bundle has run, should no screen take over. */
export const FIRST_PAINT_LIMIT_MS = 10_000;

/**
 * On the element: the guests prefill was the guest's own click on the first paint, not a
 * venue's attribute or link, so the widget reports it as GuestsSelected (doc 2 §7); its value
 * `children` says the children prefill was too (SelectChildrenAmount).
 */
export const FIRST_PAINT_GUESTS = 'data-first-paint-guests';

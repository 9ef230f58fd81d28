/**
 * The modal's accessible name when the host gives none (`title`): the loader's, in English, as
 * it has no translations; the widget puts its own language's words in its place (issue 52).
 */
export const MODAL_LABEL = 'Online booking';

/** Marks a modal whose name the widget gave: it follows the widget's language from then on. */
export const MODAL_LABEL_BY_WIDGET = 'data-label-by-widget';

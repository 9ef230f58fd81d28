import type { ElementMode } from '../element/elementAttributes.ts';
import { readQueryParams } from './readQueryParams.ts';

/**
 * Whether the widget runs as a modal (doc 1 §6 "modal is decided by isModal=true"; doc 2 §2
 * Header: a close button that opens the exit warning). The element's `mode="modal"` (the
 * loader's modal) says so, and so does `isModal=true` in the address the widget starts at, as a
 * venue's own modal opens the full page. Read once, at the start: the widget's own ways back to
 * the start drop the query, and the page stays the modal it was opened as.
 */
export function modalMode(mode: ElementMode, startSearch: string): boolean {
  return mode === 'modal' || readQueryParams(startSearch).isModal;
}

/** Where the pre-order editor stands: its tab, its marks and its save. */
export interface PreorderEditorState {
  tab: number;
  /** Set by the first Continue that finds an invalid group: tabs and panels show why. */
  showErrors: boolean;
  saving: boolean;
  /** Failed saves the guest may try again; each one announces its alert anew. */
  failedTries: number;
}

export type PreorderEditorEvent =
  | { type: 'selectTab'; tab: number }
  /** `invalidTab` from nextInvalidGroupIndex: -1 when every group is valid. */
  | { type: 'continue'; invalidTab: number }
  | { type: 'saved' }
  | { type: 'saveFailed'; tryAgain: boolean };

export const initialPreorderEditor: PreorderEditorState = {
  tab: 0,
  showErrors: false,
  saving: false,
  failedTries: 0,
};

/**
 * The pre-order editor's state machine (doc 1 §4 Preorder, §8 Creation or respond failure):
 * Continue jumps to the next invalid group and marks the errors, or starts the one save (while
 * it runs, Continue does nothing); a failure the guest can try again keeps every choice and counts the try.
 */
export function preorderEditor(
  state: PreorderEditorState,
  event: PreorderEditorEvent,
): PreorderEditorState {
  switch (event.type) {
    case 'selectTab':
      return { ...state, tab: event.tab };
    case 'continue':
      if (state.saving) return state;
      if (event.invalidTab >= 0) return { ...state, tab: event.invalidTab, showErrors: true };
      return { ...state, saving: true, failedTries: 0 };
    case 'saved':
      return { ...state, saving: false };
    case 'saveFailed':
      return {
        ...state,
        saving: false,
        failedTries: state.failedTries + (event.tryAgain ? 1 : 0),
      };
  }
}

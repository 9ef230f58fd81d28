import { describe, expect, it } from 'vitest';
import {
  initialPreorderEditor,
  preorderEditor,
  type PreorderEditorEvent,
  type PreorderEditorState,
} from '../../../../shared/preorder/preorderEditor.ts';

const at = (over: Partial<PreorderEditorState>): PreorderEditorState => ({
  ...initialPreorderEditor,
  ...over,
});

describe('preorderEditor', () => {
  it.each<[string, PreorderEditorState, PreorderEditorEvent, PreorderEditorState]>([
    [
      'doc 1 §2 Preorder page: a tab is chosen',
      at({}),
      { type: 'selectTab', tab: 3 },
      at({ tab: 3 }),
    ],
    [
      'doc 1 §4 Preorder: Continue jumps to the next invalid group and shows why',
      at({ tab: 1 }),
      { type: 'continue', invalidTab: 4 },
      at({ tab: 4, showErrors: true }),
    ],
    [
      'doc 1 §4 Preorder: Continue with every group valid saves, clearing a past failure',
      at({ failedTries: 2 }),
      { type: 'continue', invalidTab: -1 },
      at({ saving: true }),
    ],
    [
      'doc 1 §4 Preorder: Continue during a save does nothing',
      at({ saving: true, tab: 2 }),
      { type: 'continue', invalidTab: 0 },
      at({ saving: true, tab: 2 }),
    ],
    [
      'doc 1 §7 Respond: a save that succeeds ends the saving',
      at({ saving: true, showErrors: true }),
      { type: 'saved' },
      at({ showErrors: true }),
    ],
    [
      'doc 1 §8 Creation or respond failure: a failure to try again counts, choices stay',
      at({ saving: true, tab: 2, failedTries: 1 }),
      { type: 'saveFailed', tryAgain: true },
      at({ tab: 2, failedTries: 2 }),
    ],
    [
      'doc 1 §8 Creation or respond failure: a failure routed elsewhere adds no alert',
      at({ saving: true }),
      { type: 'saveFailed', tryAgain: false },
      at({}),
    ],
  ])('%s', (_name, state, event, expected) => {
    expect(preorderEditor(state, event)).toEqual(expected);
  });
});

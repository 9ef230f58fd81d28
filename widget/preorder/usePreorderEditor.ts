import { useReducer, useRef, useState } from 'react';
import type { Menu } from '../../shared/contract/index.ts';
import { changeQuantity } from '../../shared/preorder/changeQuantity.ts';
import { menuArticleIds } from '../../shared/preorder/menuArticleIds.ts';
import { nextInvalidGroupIndex } from '../../shared/preorder/nextInvalidGroupIndex.ts';
import { preorderContinueLabel } from '../../shared/preorder/preorderContinueLabel.ts';
import { initialPreorderEditor, preorderEditor } from '../../shared/preorder/preorderEditor.ts';
import { validateMenuGroup } from '../../shared/preorder/validateMenuGroup.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { preorderFailure, respondToMenu } from './preorderActions.ts';
import { useArticleStock } from './useArticleStock.ts';

type Groups = Menu['groups'];

interface PreorderEditorInput {
  bookingId: string;
  /** The booking's start: the day whose stock counts. Unknown while the booking loads. */
  bookingStart: string | undefined;
  /** The menu's publicId; without a menu, Continue goes straight on. */
  publicId: string | undefined;
  guests: number;
  groups: Groups;
  onGroups(groups: Groups): void;
  /** The choices are saved (or there was no menu to save). */
  onDone(): void;
}

/**
 * The pre-order editor's logic, for the pre-order step and the activity modal alike (doc 1 §4
 * Preorder): the stock, the state machine, the quantity changes and the one save.
 */
export function usePreorderEditor(input: PreorderEditorInput) {
  const instance = useWidget();
  const [state, dispatch] = useReducer(preorderEditor, initialPreorderEditor);
  // A second press before the first save's render has landed must not save twice.
  const busy = useRef(false);
  const { groups } = input;
  const stock = useArticleStock(menuArticleIds(groups), input.bookingStart);
  const ctx = { guests: input.guests, stock: stock ?? [] };
  // The groups a Continue found open, as they were then: told once per press, not again as the
  // guest fixes them (issue 52).
  const [missing, setMissing] = useState({ tries: 0, groups: [] as string[] });

  function focusTab(root: HTMLElement | null, index: number) {
    // After the render that selected it; the tab says where the guest is, its panel says why.
    requestAnimationFrame(() =>
      root?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus(),
    );
  }

  async function onContinue(root: HTMLElement | null) {
    const { publicId } = input;
    if (!publicId) return input.onDone();
    if (busy.current) return;
    const invalidTab = nextInvalidGroupIndex(groups, ctx, state.tab);
    dispatch({ type: 'continue', invalidTab });
    if (invalidTab >= 0) {
      const open = groups.filter((group) => !validateMenuGroup(group, ctx).valid);
      setMissing(({ tries }) => ({ tries: tries + 1, groups: open.map((group) => group.name) }));
      return focusTab(root, invalidTab);
    }
    busy.current = true;
    try {
      await respondToMenu(instance, { publicId, groups }, input.bookingId);
    } catch (error) {
      const tryAgain = preorderFailure(instance, error).kind === 'tryAgain';
      return dispatch({ type: 'saveFailed', tryAgain });
    } finally {
      busy.current = false;
    }
    dispatch({ type: 'saved' });
    input.onDone();
  }

  return {
    /** False until the stock of the menu's articles is known. */
    ready: stock !== undefined,
    groups,
    state,
    ctx,
    label: preorderContinueLabel(groups, ctx),
    missing,
    selectTab: (tab: number) => dispatch({ type: 'selectTab', tab }),
    change(groupIndex: number, articleID: number, delta: 1 | -1) {
      input.onGroups(changeQuantity(groups, groupIndex, articleID, delta, ctx) as Groups);
    },
    /** Continue, from the editor whose tabs take the focus on a jump. */
    onContinue: (root: HTMLElement | null) => void onContinue(root),
  };
}

export type PreorderEditorModel = ReturnType<typeof usePreorderEditor>;

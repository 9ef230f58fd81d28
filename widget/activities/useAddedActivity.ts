import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Translate } from '../../shared/i18n/Translate.ts';
import type { ChosenActivity } from './ActivitySummary.tsx';

/**
 * Focus and announcement once an activity is added or removed (issue 52, docs/decisions.md
 * "Focus and announcements"). The added card leaves the list, so the dialog's focus return finds
 * no opener: when the dialog has closed, focus goes to the card now in its place ("Choose a time"
 * of the next activity, or the last one), or with no card left to the selection's Continue (wide)
 * or the cart button (phones). A removed one leaves "Your activities", whose Edit opened it:
 * focus goes to the Edit now in its place (the next, or the last), or with none left to the
 * step's heading. A polite status names what was added or removed.
 */
const shownIn = (root: HTMLElement, selector: string) =>
  [...(root.getRootNode() as ParentNode).querySelectorAll<HTMLElement>(selector)].filter(
    (element) => element.getClientRects().length > 0,
  );

export function useAddedActivity(
  chosen: ChosenActivity[] | null,
  modalOpen: boolean,
  t: Translate,
  /** Opens an activity's modal. */
  choose: (ruleId: number) => void,
) {
  const rootRef = useRef<HTMLDivElement>(null);
  const index = useRef(0);
  const [added, setAdded] = useState<ChosenActivity | null>(null);
  const [removed, setRemoved] = useState<{ activity: ChosenActivity; at: number } | null>(null);
  const [message, setMessage] = useState('');

  // React's "adjust state while rendering": an id not seen before is the one just added, one
  // gone the one removed. The selection the list first shows with (a reload, Back) changes
  // nothing.
  const ids = chosen?.map((activity) => String(activity.ruleId)).join() ?? null;
  const [seen, setSeen] = useState({ ids, list: chosen ?? [] });
  if (ids !== null && seen.ids !== ids) {
    setSeen({ ids, list: chosen! });
    const before = new Set(seen.ids?.split(',') ?? ids.split(','));
    const fresh = chosen!.find((activity) => !before.has(String(activity.ruleId)));
    if (fresh) setAdded(fresh);
    const now = new Set(chosen!.map((activity) => activity.ruleId));
    const at = seen.ids === null ? -1 : seen.list.findIndex((a) => !now.has(a.ruleId));
    if (at >= 0) setRemoved({ activity: seen.list[at]!, at });
  }

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!removed || modalOpen || !root) return;
    setRemoved(null);
    setMessage(t('summary.removed', { name: removed.activity.name }));
    const edits = shownIn(root, '[data-testid="summary-edit"]');
    (
      edits[Math.min(removed.at, edits.length - 1)] ??
      shownIn(root, '[data-testid="step-title"]')[0]
    )?.focus();
  }, [removed, modalOpen, t]);

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!added || modalOpen || !root) return;
    setAdded(null);
    setMessage(t('summary.added', { name: added.name, times: added.times }));
    const cards = shownIn(root, '[data-testid="activity-choose"]');
    const next =
      cards[Math.min(index.current, cards.length - 1)] ??
      shownIn(root, '[data-testid="activities-continue"], [data-testid="cart-button"]')[0];
    next?.focus();
  }, [added, modalOpen, t]);

  return {
    rootRef,
    message,
    /**
     * A card's "Choose a time": opens its modal and keeps its place (the next card takes it).
     * Stable, so the memoised cards keep their props (issue 51).
     */
    onChoose: useCallback(
      (ruleId: number, position: number) => {
        index.current = position;
        choose(ruleId);
      },
      [choose],
    ),
  };
}

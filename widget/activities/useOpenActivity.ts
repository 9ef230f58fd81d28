import { useCallback, useState } from 'react';
import type { Booking } from '../../shared/contract/index.ts';
import { resumedMenuStep } from '../../shared/activities/resumedMenuStep.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { readStoredMenuDraft } from '../preorder/useMenuDraft.ts';
import type { ActivityModel } from './activityModel.ts';

/**
 * Which activity's modal is open. When the list first shows, a menu draft kept for the held
 * booking reopens its activity's modal on the menu step: the guest reloaded there (issue 48).
 */
export function useOpenActivity(
  model: ActivityModel | null,
  current: Booking | undefined,
  { loaded, isWaitList }: { loaded: boolean; isWaitList: boolean },
) {
  const instance = useWidget();
  const [open, setOpen] = useState<{ ruleId: number; resumeMenu: boolean } | null>(null);
  const [checked, setChecked] = useState(false);
  if (!checked && loaded && model) {
    // Once, as the list first shows (React's "adjust state while rendering" pattern).
    setChecked(true);
    const draft = current ? readStoredMenuDraft(instance, current.guid) : null;
    const ruleId = current
      ? resumedMenuStep(
          draft?.ruleId,
          {
            isWaitList,
            bookedRuleIds: model.booked.map((time) => time.ruleId),
            menus: current.menus,
          },
          (id) => model.byRule.get(id)?.timeSet.menuGuid,
        )
      : null;
    if (ruleId !== null) setOpen({ ruleId, resumeMenu: true });
  }
  return {
    open,
    // Stable, so the memoised cards keep their props (issue 51).
    choose: useCallback((ruleId: number) => setOpen({ ruleId, resumeMenu: false }), []),
    close: () => setOpen(null),
  };
}

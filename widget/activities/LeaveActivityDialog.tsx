import { useState, useSyncExternalStore } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { activityLeaveGuardOf } from '../flows/activityLeaveGuard.ts';
import type { ActivityFlow } from '../flows/createActivityFlow.ts';
import type { WidgetStoreApi } from '../store/createWidgetStore.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';

/**
 * doc 1 §2 Other, §4 Leaving the flow: the guest left the list with an activity booking; the
 * guard brought them back here. Confirm releases the booking and goes on; cancel stays.
 */
export function LeaveActivityDialog(props: {
  store: WidgetStoreApi;
  flow: ActivityFlow;
  t: Translate;
  closeLabel: string;
}) {
  const guard = activityLeaveGuardOf(props.store);
  const pending = useSyncExternalStore(guard.subscribe, guard.pending);
  const [leaving, setLeaving] = useState(false);
  const { t } = props;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('leave.title')}
      description={t('leave.text')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.stay')}
      closeLabel={props.closeLabel}
      destructive
      confirming={leaving}
      onCancel={() => guard.settle()}
      onConfirm={() => {
        if (!pending || leaving) return;
        setLeaving(true);
        void props.flow.leave(pending.guid).finally(() => setLeaving(false));
      }}
    />
  );
}

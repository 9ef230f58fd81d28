import { lazy, Suspense } from 'react';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { activityPrimaryLabel } from './activityPrimaryLabel.ts';
import { ActivityTimeStep } from './ActivityTimeStep.tsx';
import { useActivityModal, type ActivityModalProps } from './useActivityModal.ts';

// The menu step's editor travels with the pre-order step (scripts/build/chunkPlan.mjs,
// `preorder`): an activity without a menu never loads it (issue 51's bytes).
const ActivityMenu = lazy(() =>
  import('./ActivityMenu.tsx').then((m) => ({ default: m.ActivityMenu })),
);

/** doc 1 §2, §4 Activity modal: step 0 the time, step 1 the menu when it has items. */
export function ActivityModal(props: ActivityModalProps) {
  const { activity, t, locale, settings } = props;
  const { timeSet } = activity;
  const modal = useActivityModal(props);
  const { primary, menuStep } = modal;
  return (
    <Dialog
      open
      size="lg"
      title={timeSet.title || activity.section.name}
      description={menuStep ? t('modal.menuStep') : t('modal.timeStep')}
      closeLabel={props.closeLabel}
      onClose={modal.close}
      footer={
        menuStep ? undefined : (
          <Button
            onClick={modal.onPrimary}
            loading={modal.busy}
            disabled={primary.key === 'addActivity'}
            variant={primary.key === 'removeActivity' ? 'danger' : 'primary'}
            data-testid="activity-primary"
            data-action={primary.key}
          >
            {activityPrimaryLabel(primary, modal.selection, {
              timeZone: settings.timeZone,
              locale,
              t,
            })}
          </Button>
        )
      }
    >
      {menuStep ? (
        <Suspense fallback={<Skeleton height="240px" />}>
          <ActivityMenu
            menu={menuStep.menu}
            bookingId={menuStep.booking.guid}
            bookingStart={menuStep.booking.start}
            ruleId={timeSet.id}
            guests={props.guests}
            onDone={modal.close}
          />
        </Suspense>
      ) : (
        modal.rows && (
          <ActivityTimeStep
            timeSet={timeSet}
            rows={modal.rows}
            guests={props.guests}
            now={props.now}
            timeZone={settings.timeZone}
            locale={locale}
            failed={modal.failed}
            t={t}
            onToggle={modal.toggle}
          />
        )
      )}
      <ConfirmDialog
        open={modal.confirmWaitList}
        title={t('waitListConfirm.title')}
        description={t('waitListConfirm.text')}
        confirmLabel={t('waitListConfirm.confirm')}
        cancelLabel={t('waitListConfirm.cancel')}
        closeLabel={props.closeLabel}
        onCancel={modal.cancelWaitList}
        onConfirm={modal.joinWaitList}
      />
    </Dialog>
  );
}

import { activityFooterMessage } from '../../shared/activities/activityFooterMessage.ts';
import type { ActivitySlotRow } from '../../shared/activities/activitySlotRows.ts';
import type { TimeSet } from '../../shared/contract/index.ts';
import { Alert } from '../ui/Alert.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { footerMessage } from './activityStyles.ts';
import { ActivityTimes } from './ActivityTimes.tsx';
import type { Translate } from '../../shared/i18n/Translate.ts';

interface ActivityTimeStepProps {
  timeSet: TimeSet;
  rows: ActivitySlotRow[];
  guests: number;
  now: number;
  timeZone: string;
  locale: string;
  /** Failed saves or removals; each one announces its alert anew. */
  failed: number;
  t: Translate;
  onToggle(row: ActivitySlotRow): void;
}

/** Step 0 of the activity modal (doc 1 §4): the times, the nudge, why none fits, a failure. */
export function ActivityTimeStep({ timeSet, rows, guests, t, ...props }: ActivityTimeStepProps) {
  const nearHintId = `activity-${timeSet.id}-near`;
  const nearCount = rows.filter((row) => row.state.highlighted).length;
  const footer = activityFooterMessage(timeSet.times, {
    guests,
    now: props.now,
    timeZone: props.timeZone,
    minGroupSize: timeSet.minGroupSize,
    maxGroupSize: timeSet.maxGroupSize,
  });
  return (
    <div data-testid="activity-modal">
      <p id={nearHintId} hidden={nearCount === 0}>
        {t('modal.nearHint')}
      </p>
      <VisuallyHidden>
        <span role="status">
          {nearCount > 0 ? t('modal.nearAnnounce', { count: nearCount }) : ''}
        </span>
      </VisuallyHidden>
      <ActivityTimes
        rows={rows}
        timeZone={props.timeZone}
        locale={props.locale}
        nearHintId={nearHintId}
        t={t}
        onToggle={props.onToggle}
      />
      {footer ? (
        <p css={footerMessage} data-testid="activity-footer" data-message={footer}>
          {t(`modal.${footer}`, { count: guests })}
        </p>
      ) : null}
      {props.failed > 0 ? (
        <div key={props.failed} data-testid="activity-failed">
          <Alert kind="error" title={t('failed.title')}>
            {t('failed.text')}
          </Alert>
        </div>
      ) : null}
    </div>
  );
}

import type { ActivitySlotRow } from '../../shared/activities/activitySlotRows.ts';
import { formatTime } from '../../shared/time/formatTime.ts';
import { slotGrid } from './activityStyles.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';

interface ActivityTimesProps {
  rows: ActivitySlotRow[];
  timeZone: string;
  locale: string;
  nearHintId: string;
  t: Translate;
  onToggle(row: ActivitySlotRow): void;
}

/** Step 0 of the activity modal (doc 1 §4): the times, toggled; marks say why, not only colour. */
export function ActivityTimes({
  rows,
  timeZone,
  locale,
  nearHintId,
  t,
  onToggle,
}: ActivityTimesProps) {
  return (
    <ul css={slotGrid} aria-label={t('modal.timesLabel')}>
      {rows.map((row) => {
        const { slot, state } = row;
        const mark = state.overlaps
          ? t('slot.overlaps')
          : state.kind === 'waitList'
            ? t('slot.waitList')
            : state.highlighted
              ? t('slot.near')
              : null;
        return (
          <li key={slot.start}>
            <button
              type="button"
              aria-pressed={row.selected}
              disabled={state.disabled && !row.selected}
              data-near={state.highlighted ? 'true' : undefined}
              data-kind={state.kind}
              data-overlaps={state.overlaps ? 'true' : undefined}
              data-testid="activity-slot"
              data-start={slot.start}
              aria-describedby={state.highlighted ? nearHintId : undefined}
              onClick={() => onToggle(row)}
            >
              <span>{formatTime(slot.start, timeZone, locale)}</span>
              {mark ? (
                <small>{state.highlighted && !state.overlaps ? `★ ${mark}` : mark}</small>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

import type { TimeSlot } from '../../shared/contract/index.ts';
import type { ActivitySlotState } from '../../shared/activities/activitySlotState.ts';
import { formatTime } from '../../shared/time/formatTime.ts';
import { slotButton, slotGrid } from './activityStyles.ts';
import type { Translate } from './Translate.ts';

export interface SlotRow {
  slot: TimeSlot;
  state: ActivitySlotState;
  selected: boolean;
}

interface ActivityTimesProps {
  rows: SlotRow[];
  timeZone: string;
  locale: string;
  nearHintId: string;
  t: Translate;
  onToggle(row: SlotRow): void;
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
              css={slotButton}
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

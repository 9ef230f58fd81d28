import { Button } from '../../ui/Button.tsx';
import type { SlotView } from './timeStepModel.ts';
import { slotButton, unavailableSlot, waitListBadge, waitListSlot } from './timeStyles.ts';

interface TimeSlotButtonProps {
  slot: SlotView;
  /**
   * The spoken name when it differs from the visible text, e.g. "18:15, not available"; a
   * waiting-list time without one is named "18:15, Waiting list".
   */
  label: string | undefined;
  /** The small visible "waiting list" mark. */
  waitListLabel: string;
  /** A booking is being created: nothing can be chosen. */
  busy: boolean;
  /** This is the time being booked: it shows the spinner. */
  loading: boolean;
  onChoose(slot: SlotView): void;
}

/** One time of the grid, styled by what the party can do with it. */
export function TimeSlotButton({
  slot,
  label,
  waitListLabel,
  busy,
  loading,
  onChoose,
}: TimeSlotButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      wide
      css={[
        slotButton,
        slot.kind === 'waitList' && waitListSlot,
        slot.kind === 'unavailable' && unavailableSlot,
      ]}
      // A waiting-list time is named from the words it shows, joined here: a comma hidden in
      // the stacked text would be spoken as "17:00 , Waiting list".
      aria-label={
        label ?? (slot.kind === 'waitList' ? `${slot.time}, ${waitListLabel}` : undefined)
      }
      // The pressed one stays focusable (Button's loading state); the rest are plainly off.
      disabled={slot.kind === 'unavailable' || (busy && !loading)}
      loading={busy && loading}
      data-kind={slot.kind}
      data-start={slot.start}
      onClick={() => {
        if (!busy) onChoose(slot);
      }}
    >
      <span>{slot.time}</span>
      {slot.kind === 'waitList' ? (
        // The space keeps the seen text "17:00 Waiting list" inside the name (label in name).
        <>
          {' '}
          <span css={waitListBadge}>{waitListLabel}</span>
        </>
      ) : null}
    </Button>
  );
}

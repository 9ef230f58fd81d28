import { memo } from 'react';
import type { Translate } from '../../../shared/i18n/Translate.ts';
import { Button } from '../../ui/Button.tsx';
import type { SlotView } from './timeStepModel.ts';
import { slotButton, unavailableSlot, waitListBadge, waitListSlot } from './timeStyles.ts';

interface TimeSlotButtonProps {
  slot: SlotView;
  t: Translate;
  /** A booking is being created: nothing can be chosen. */
  busy: boolean;
  /** This is the time being booked: it shows the spinner (before `busy` dims the others). */
  loading: boolean;
  onChoose(slot: SlotView): void;
}

/** One time of the grid, styled by what the party can do with it; memoised (issue 51). */
export const TimeSlotButton = memo(function TimeSlotButton({
  slot,
  t,
  busy,
  loading,
  onChoose,
}: TimeSlotButtonProps) {
  // Read here, not by the row: a memoised time that is not drawn again asks for no words.
  const waitListLabel = t('waitListBadge');
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
      // The spoken name, e.g. "18:15, not available". A waiting-list time is named from the words
      // it shows, joined here: a comma hidden in the stacked text would be spoken as
      // "17:00 , Waiting list".
      aria-label={
        slot.kind === 'waitList'
          ? `${slot.time}, ${waitListLabel}`
          : t(`slot.${slot.kind}`, { time: slot.time })
      }
      // The pressed one stays focusable (Button's loading state); the rest are plainly off.
      disabled={slot.kind === 'unavailable' || (busy && !loading)}
      loading={loading}
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
});

import type { Translate } from '../../../shared/i18n/Translate.ts';
import { memo, useId } from 'react';
import { VenueText } from '../../text/VenueText.tsx';
import { formatHour } from '../../../shared/time/formatTime.ts';
import { TimeSlotButton } from './TimeSlotButton.tsx';
import type { RowView, SlotView } from './timeStepModel.ts';
import { comment, hourList, rowStyle, rowTitle, slotGrid } from './timeStyles.ts';
import { useVenueLang } from '../../hooks/useVenueLang.ts';

interface TimeRowBlockProps {
  row: RowView;
  t: Translate;
  /** The formatting locale of the interface language, for writing the hours. */
  locale: string;
  busy: boolean;
  pressedKey: string | null;
  onChoose(slot: SlotView): void;
}

/**
 * A row of the time step: its title, the venue's comment, then its times by hour. Memoised, as
 * its times are: a tap draws again only the row of the time pressed (issue 51).
 */
export const TimeRowBlock = memo(function TimeRowBlock({
  row,
  t,
  locale,
  busy,
  pressedKey,
  onChoose,
}: TimeRowBlockProps) {
  const venueLang = useVenueLang();
  const titleId = useId();
  const comments = row.comments.map((text) => (
    <VenueText key={text} text={text} as="p" css={comment} />
  ));
  if (!row.hours) {
    return (
      <div css={rowStyle} data-row={row.title} data-comment-only="">
        {row.title ? (
          <p css={rowTitle} lang={venueLang}>
            {row.title}
          </p>
        ) : null}
        {comments}
      </div>
    );
  }
  return (
    <div css={rowStyle} role="group" aria-labelledby={titleId} data-row={row.title}>
      <h4 id={titleId} css={rowTitle} lang={venueLang}>
        {row.title}
      </h4>
      {comments}
      <div css={hourList}>
        {row.hours.map(({ hour, slots }) => (
          <div
            key={hour}
            css={slotGrid}
            role="group"
            aria-label={t('hourGroup', { time: formatHour(hour, locale) })}
            data-hour={hour}
          >
            {slots.map((slot) => (
              <TimeSlotButton
                key={slot.key}
                slot={slot}
                t={t}
                busy={busy}
                loading={pressedKey === slot.key}
                onChoose={onChoose}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
});

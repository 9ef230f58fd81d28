import type { Translate } from '../../../shared/i18n/Translate.ts';
import { memo, useId } from 'react';
import { TimeRowBlock } from './TimeRowBlock.tsx';
import type { SectionView, SlotView } from './timeStepModel.ts';
import {
  disabledSection,
  foldButton,
  foldRange,
  reasonText,
  sectionStyle,
  sectionTitle,
} from './timeStyles.ts';
import { useVenueLang } from '../../hooks/useVenueLang.ts';

interface TimeSectionProps {
  section: SectionView;
  guests: number;
  t: Translate;
  /** The formatting locale of the interface language, for writing the hours. */
  locale: string;
  /** Every time is dimmed: a booking is being created. */
  busy: boolean;
  /** The time being booked when it is one of this section's, else null. */
  pressedKey: string | null;
  /** Issue 51: a large venue's sections are headings that open; undefined: always open. */
  expanded?: boolean;
  onToggle(id: number): void;
  onChoose(slot: SlotView): void;
}

/**
 * One section (dining room, bar…): a labelled group of rows, or a dimmed note why not. Memoised
 * with stable callbacks, so choosing a time re-renders only the section it is in (issue 51).
 */
export const TimeSection = memo(function TimeSection({
  section,
  guests,
  t,
  locale,
  busy,
  pressedKey,
  expanded,
  onToggle,
  onChoose,
}: TimeSectionProps) {
  const venueLang = useVenueLang();
  const titleId = useId();
  const folded = expanded !== undefined && !section.disabled;
  // A shut section's rows are neither built nor drawn (issue 51): a large day's headings alone.
  const rows =
    (!folded || expanded) &&
    section.rows.map((row) => (
      <TimeRowBlock
        key={row.key}
        row={row}
        t={t}
        locale={locale}
        busy={busy}
        pressedKey={pressedKey?.startsWith(`${row.key}|`) ? pressedKey : null}
        onChoose={onChoose}
      />
    ));
  return (
    <div
      css={[sectionStyle, section.disabled && disabledSection]}
      role="group"
      aria-labelledby={titleId}
      data-section={section.id}
      data-disabled={section.disabled || undefined}
    >
      <div>
        <h3 id={titleId} css={sectionTitle} lang={venueLang}>
          {folded ? (
            <button
              type="button"
              css={foldButton}
              aria-expanded={expanded}
              aria-controls={expanded ? `${titleId}-times` : undefined}
              onClick={() => onToggle(section.id)}
            >
              <span>{section.name}</span>
              {section.range ? <span css={foldRange}>{section.range.join('–')}</span> : null}
            </button>
          ) : (
            section.name
          )}
        </h3>
        {section.disabled ? (
          <p css={reasonText} data-reason={section.availability}>
            {t(`sectionReason.${section.availability}`, { count: guests })}
          </p>
        ) : null}
      </div>
      {folded && rows ? (
        <div css={sectionStyle} id={`${titleId}-times`}>
          {rows}
        </div>
      ) : (
        rows
      )}
    </div>
  );
});

import type { Translate } from '../../../shared/i18n/Translate.ts';
import { useId } from 'react';
import { TimeRowBlock } from './TimeRowBlock.tsx';
import type { SectionView, SlotView } from './timeStepModel.ts';
import { disabledSection, reasonText, sectionStyle, sectionTitle } from './timeStyles.ts';
import { useVenueLang } from '../../hooks/useVenueLang.ts';

interface TimeSectionProps {
  section: SectionView;
  guests: number;
  t: Translate;
  /** The formatting locale of the interface language, for writing the hours. */
  locale: string;
  busy: boolean;
  pressedKey: string | null;
  onChoose(slot: SlotView): void;
}

/** One section (dining room, bar…): a labelled group of rows, or a dimmed note why not. */
export function TimeSection({
  section,
  guests,
  t,
  locale,
  busy,
  pressedKey,
  onChoose,
}: TimeSectionProps) {
  const venueLang = useVenueLang();
  const titleId = useId();
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
          {section.name}
        </h3>
        {section.disabled ? (
          <p css={reasonText} data-reason={section.availability}>
            {t(`sectionReason.${section.availability}`, { count: guests })}
          </p>
        ) : null}
      </div>
      {section.rows.map((row) => (
        <TimeRowBlock
          key={row.key}
          row={row}
          t={t}
          locale={locale}
          busy={busy}
          pressedKey={pressedKey}
          onChoose={onChoose}
        />
      ))}
    </div>
  );
}

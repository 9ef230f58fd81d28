import { memo } from 'react';
import type { Section, TimeSet } from '../../shared/contract/index.ts';
import type { ActivityNote } from '../../shared/activities/activityNote.ts';
import { SafeImage } from '../layout/SafeImage.tsx';
import { VenueText } from '../text/VenueText.tsx';
import { Button } from '../ui/Button.tsx';
import { card, cardTitle, muted, note as noteStyle } from './activityStyles.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { useVenueLang } from '../hooks/useVenueLang.ts';

interface ActivityCardProps {
  timeSet: TimeSet;
  section: Section;
  note: ActivityNote;
  t: Translate;
  /** Its place in the list, handed back to `onChoose`. */
  position: number;
  onChoose(ruleId: number, position: number): void;
}

/**
 * One activity of the list (doc 1 §2): name, description, image, availability note. Memoised
 * with a stable `onChoose`: opening the modal draws no card again (issue 51).
 */
export const ActivityCard = memo(function ActivityCard({
  timeSet,
  section,
  note,
  t,
  position,
  onChoose,
}: ActivityCardProps) {
  const venueLang = useVenueLang();
  const titleId = `activity-${timeSet.id}-title`;
  return (
    <li css={card} data-testid="activity-card" data-rule-id={timeSet.id} aria-labelledby={titleId}>
      {section.image ? <SafeImage src={section.image} alt="" loading="lazy" /> : null}
      <h3 css={cardTitle} id={titleId} lang={venueLang}>
        {timeSet.title || section.name}
      </h3>
      {section.description ? <VenueText text={section.description} css={muted} /> : null}
      {note ? (
        <p css={noteStyle} data-testid="activity-note" data-note={note}>
          {t(`notes.${note}`)}
        </p>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onChoose(timeSet.id, position)}
        aria-describedby={titleId}
        data-testid="activity-choose"
      >
        {t('chooseTime')}
      </Button>
    </li>
  );
});

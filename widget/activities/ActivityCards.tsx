import type { Translate } from '../../shared/i18n/Translate.ts';
import { ActivityCard } from './ActivityCard.tsx';
import type { ActivityModel } from './activityModel.ts';
import { cardList } from './activityStyles.ts';
import { useLater } from './useLater.ts';

/** Cards drawn with the list; a phone's screen shows two or three (issue 51). */
const FIRST_CARDS = 8;

/**
 * The activity list's cards (doc 1 §2 Activity list). A large venue's first draw holds the first
 * cards; the rest follow in a transition, which React renders in slices between inputs. Each
 * card is in the document, the Tab order and the accessibility tree once drawn; off screen,
 * its layout waits (`content-visibility`, activityStyles' card).
 */
export function ActivityCards(props: {
  offered: ActivityModel['offered'];
  label: string;
  t: Translate;
  onChoose(ruleId: number, position: number): void;
}) {
  const all = useLater();
  return (
    <ul css={cardList} aria-label={props.label} data-testid="activity-list">
      {(all ? props.offered : props.offered.slice(0, FIRST_CARDS)).map((entry, position) => (
        <ActivityCard
          key={entry.activity.id}
          timeSet={entry.activity}
          section={entry.section}
          note={entry.note}
          t={props.t}
          position={position}
          onChoose={props.onChoose}
        />
      ))}
    </ul>
  );
}

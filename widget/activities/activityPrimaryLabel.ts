import type { ActivityPrimaryButton } from '../../shared/activities/activityPrimaryButton.ts';
import type { ActivitySelectionState } from '../../shared/activities/activitySelection.ts';
import { formatTime } from '../../shared/time/formatTime.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';

/** The activity modal's primary button, in words (doc 1 §4 Activity modal: Primary button). */
export function activityPrimaryLabel(
  primary: ActivityPrimaryButton,
  selection: ActivitySelectionState,
  { timeZone, locale, t }: { timeZone: string; locale: string; t: Translate },
): string {
  if (primary.key === 'continueWithTime') {
    const duration = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'long',
    }).format(primary.durationMinutes);
    return t('primary.continueWithTime', {
      time: formatTime(selection.time!.start, timeZone, locale),
      duration,
    });
  }
  if (primary.key === 'continueWaitList') {
    return t('primary.continueWaitList', { count: primary.count });
  }
  return t(`primary.${primary.key}`);
}

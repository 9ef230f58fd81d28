import { useDeferredValue, useEffect, useRef } from 'react';
import type { Settings } from '../../../shared/contract/settings.ts';
import { useNamespaceT } from '../../hooks/useT.ts';
import { useQuery } from '../../hooks/useQuery.ts';
import { useWidget } from '../../hooks/useWidget.ts';
import { pageForError } from '../../api/pageForError.ts';
import { Alert } from '../../ui/Alert.tsx';
import type { ChosenSlot } from './ChosenSlot.ts';
import { ClosedDayNotice } from './ClosedDayNotice.tsx';
import { isOverLimit, OverLimitNotice } from '../../errors/OverLimitNotice.tsx';
import { midnightUtc } from '../../../shared/time/formatTime.ts';
import { TimeSection } from './TimeSection.tsx';
import { TimeStepSkeleton } from './TimeStepSkeleton.tsx';
import { sectionList } from './timeStyles.ts';
import { useSectionFold } from './useSectionFold.ts';
import { useSlotChoice } from './useSlotChoice.ts';
import { useTimeStepModel } from './useTimeStepModel.ts';
import { WaitListDialog } from './WaitListDialog.tsx';

export interface TimeStepProps {
  settings: Settings; // timeZone, phoneNumber, messageBookingClosed
  unitId: number;
  date: string; // YYYY-MM-DD
  guests: number;
  isBookingRequest: boolean;
  sectionIds?: number[];
  tag?: string;
  now: number; // epoch ms, injected
  /** true while the booking is being created: disable every slot (no double clicks) */
  busy: boolean;
  /** A bookable time (or, in booking-request mode, any time) was chosen: create the booking with that single time. */
  onChooseTime(slot: ChosenSlot): void;
  /** Waiting-list times were chosen in the dialog and the guest continued. */
  onJoinWaitList(slots: ChosenSlot[]): void;
  /** Times already confirmed in this booking (joining the waiting list clears them after a warning) */
  confirmedTimes: { ruleId: number; start: string }[];
}

/** doc 1 §2 Time step: the day's times by section, row and hour, for this party. */
export function TimeStep(props: TimeStepProps) {
  const { api, store, flow } = useWidget();
  const { t, ready, common, locale } = useNamespaceT('times');
  const { settings, unitId, guests, now, isBookingRequest, busy } = props;
  const times = useQuery(
    api.availableTimes({
      date: midnightUtc(props.date),
      unitId,
      sectionId: props.sectionIds,
      tag: props.tag,
    }),
  );
  const choice = useSlotChoice(props);
  const { pressedKey, waitListFrom, failedTry } = choice;
  const failedNotice = useRef<HTMLDivElement>(null);

  useEffect(() => flow.onTryAgain(choice.failedAgain), [flow, choice.failedAgain]);
  useEffect(() => {
    if (failedTry > 0) failedNotice.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failedTry]);

  useEffect(() => {
    if (times.status === 'error' && !isOverLimit(times.error))
      store.getState().showError({ page: pageForError(times.error) });
  }, [store, times.status, times.error]);

  const model = useTimeStepModel(times.data, {
    unitId,
    guests,
    now,
    isBookingRequest,
    timeZone: settings.timeZone,
    locale,
  });
  const fold = useSectionFold(model?.sections);
  // Issue 51: a tap draws only the pressed time's spinner before its next paint; dimming every
  // other time (hundreds at a large venue) follows in a render React may interrupt. The wizard's
  // ref refuses a second choice meanwhile (useChooseTimes).
  const dimmed = useDeferredValue(busy);

  if (times.status === 'error' && isOverLimit(times.error))
    return <OverLimitNotice settings={settings} />;
  if (!ready || !model) {
    return (
      <TimeStepSkeleton
        sections={props.sectionIds?.length ?? 1}
        label={ready ? t('loading') : common('loading')}
      />
    );
  }

  if (model.closedDay) {
    return (
      <ClosedDayNotice
        messageBookingClosed={settings.messageBookingClosed}
        phoneNumber={settings.phoneNumber}
        commentRows={model.commentRows}
        t={t}
        locale={locale}
      />
    );
  }

  return (
    <div css={sectionList} data-testid="time-step">
      {failedTry > 0 ? (
        // Keyed by the attempt, so a second failure is a new alert and is announced again.
        <div ref={failedNotice} key={failedTry} data-testid="booking-failed">
          <Alert kind="error" title={t('bookingFailed.title')}>
            {t('bookingFailed.text')}
          </Alert>
        </div>
      ) : null}
      {model.sections.map((section) => (
        <TimeSection
          key={section.id}
          section={section}
          guests={guests}
          t={t}
          locale={locale}
          // A shut section draws no time: it keeps its props, and is not drawn again (issue 51).
          busy={dimmed && fold.expanded(section.id) !== false}
          pressedKey={busy && pressedKey?.startsWith(`${section.id}|`) ? pressedKey : null}
          expanded={fold.expanded(section.id)}
          onToggle={fold.toggle}
          onChoose={choice.onChoose}
        />
      ))}
      {waitListFrom ? (
        <WaitListDialog
          key={waitListFrom}
          groups={model.waitList}
          initialKey={waitListFrom}
          warnBeforeJoining={props.confirmedTimes.length > 0}
          t={t}
          closeLabel={common('actions.close')}
          onJoin={choice.joinWaitList}
          onClose={choice.closeWaitList}
        />
      ) : null}
    </div>
  );
}

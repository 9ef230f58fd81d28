import { useReducer, useState } from 'react';
import type { Booking, Settings } from '../../shared/contract/index.ts';
import { activityBookingTimes } from '../../shared/activities/activityBookingTimes.ts';
import { activityFooterMessage } from '../../shared/activities/activityFooterMessage.ts';
import { activityPrimaryButton } from '../../shared/activities/activityPrimaryButton.ts';
import {
  activitySelection,
  type ActivitySelectionState,
} from '../../shared/activities/activitySelection.ts';
import { activitySlotState } from '../../shared/activities/activitySlotState.ts';
import { needsMenuStep } from '../../shared/activities/needsMenuStep.ts';
import { sameTime } from '../../shared/activities/sameTime.ts';
import type { ChosenTime } from '../../shared/activities/types.ts';
import type { ActivityFlow } from '../flows/createActivityFlow.ts';
import { formatTime } from '../../shared/time/formatTime.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { ActivityMenu } from './ActivityMenu.tsx';
import type { Activity } from './activityModel.ts';
import { footerMessage } from './activityStyles.ts';
import { ActivityTimes, type SlotRow } from './ActivityTimes.tsx';
import type { Translate } from './Translate.ts';

export interface ActivityModalProps {
  activity: Activity;
  booking: Booking | undefined;
  /** Every time the booking holds, with end and recoup time. */
  booked: ChosenTime[];
  isWaitList: boolean;
  guests: number;
  now: number;
  settings: Settings;
  flow: ActivityFlow;
  locale: string;
  t: Translate;
  closeLabel: string;
  onClose(): void;
}

function initialSelection(own: ChosenTime[], isWaitList: boolean): ActivitySelectionState {
  if (own.length === 0) return { time: null, waitListTimes: [], isWaitList: false };
  return isWaitList
    ? { time: null, waitListTimes: own, isWaitList: true }
    : { time: own[0]!, waitListTimes: [], isWaitList: false };
}

/** doc 1 §2, §4 Activity modal: step 0 the time, step 1 the menu when it has items. */
export function ActivityModal(props: ActivityModalProps) {
  const { activity, t, locale, settings, guests, now } = props;
  const { timeSet } = activity;
  const timeZone = settings.timeZone;
  const own = props.booked.filter((time) => time.ruleId === timeSet.id);
  const [selection, select] = useReducer(activitySelection, null, () =>
    initialSelection(own, props.isWaitList),
  );
  const [step, setStep] = useState<0 | 1>(0);
  const [menuBooking, setMenuBooking] = useState<Booking | null>(null);
  const [confirmWaitList, setConfirmWaitList] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(0);
  const nearHintId = `activity-${timeSet.id}-near`;
  const name = timeSet.title || activity.section.name;

  const rows: SlotRow[] = timeSet.times.map((slot) => {
    const mine = own.some((time) => sameTime(time, slot, timeZone));
    const state = activitySlotState(slot, { guests, now, timeZone, booked: props.booked });
    const selected =
      (selection.time !== null && sameTime(selection.time, slot, timeZone)) ||
      selection.waitListTimes.some((time) => sameTime(time, slot, timeZone));
    // The guest's own booked time holds the seat it would otherwise show as taken.
    const kind = mine ? (props.isWaitList ? 'waitList' : 'bookable') : state.kind;
    return { slot, selected, state: { ...state, kind, disabled: mine ? false : state.disabled } };
  });
  const nearCount = rows.filter((row) => row.state.highlighted).length;
  const footer = activityFooterMessage(timeSet.times, {
    guests,
    now,
    timeZone,
    minGroupSize: timeSet.minGroupSize,
    maxGroupSize: timeSet.maxGroupSize,
  });
  const primary = activityPrimaryButton(selection, own, timeZone);

  function toggle(row: SlotRow) {
    const time = {
      ruleId: row.slot.ruleId,
      start: row.slot.start,
      end: row.slot.end,
      recoupTime: row.slot.recoupTime,
    };
    select({
      type: row.state.kind === 'waitList' ? 'toggleWaitListTime' : 'toggleTime',
      time,
      timeZone,
    });
  }

  async function run<T>(task: () => Promise<{ ok: boolean; value?: T }>) {
    if (busy) return undefined;
    setBusy(true);
    setFailed(0);
    try {
      const result = await task();
      if (!result.ok) setFailed((n) => n + 1);
      return result.ok ? result.value : undefined;
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    const booking = await run(() =>
      props.flow.saveActivity(timeSet.id, selection, props.booking, settings),
    );
    if (!booking) return;
    const menu = booking.menus.find((m) => m.publicId === timeSet.menuGuid);
    if (!selection.isWaitList && menu && needsMenuStep(menu)) {
      setMenuBooking(booking);
      setStep(1);
    } else props.onClose();
  }

  function onPrimary() {
    if (primary.key === 'removeActivity') {
      const booking = props.booking;
      if (!booking) return;
      void run(() => props.flow.removeActivity(timeSet.id, booking, settings)).then(
        (done) => done && props.onClose(),
      );
      return;
    }
    const next = activityBookingTimes(
      props.booked,
      props.isWaitList,
      timeSet.id,
      selection,
      timeZone,
    );
    if (next.clearsOthers && selection.isWaitList) setConfirmWaitList(true);
    else void save();
  }

  const duration = (minutes: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
      minutes,
    );
  const primaryLabel =
    primary.key === 'continueWithTime'
      ? t('primary.continueWithTime', {
          time: formatTime(selection.time!.start, timeZone, locale),
          duration: duration(primary.durationMinutes),
        })
      : primary.key === 'continueWaitList'
        ? t('primary.continueWaitList', { count: primary.count })
        : t(`primary.${primary.key}`);

  const menu = menuBooking?.menus.find((m) => m.publicId === timeSet.menuGuid);
  const isMenuStep = step === 1 && menuBooking && menu;

  return (
    <Dialog
      open
      size="lg"
      title={name}
      description={isMenuStep ? t('modal.menuStep') : t('modal.timeStep')}
      closeLabel={props.closeLabel}
      onClose={props.onClose}
      footer={
        isMenuStep ? undefined : (
          <Button
            onClick={onPrimary}
            loading={busy}
            disabled={primary.key === 'addActivity'}
            variant={primary.key === 'removeActivity' ? 'danger' : 'primary'}
            data-testid="activity-primary"
            data-action={primary.key}
          >
            {primaryLabel}
          </Button>
        )
      }
    >
      {isMenuStep ? (
        <ActivityMenu
          menu={menu}
          bookingId={menuBooking.guid}
          bookingStart={menuBooking.start}
          guests={guests}
          onDone={props.onClose}
        />
      ) : (
        <div data-testid="activity-modal">
          <p id={nearHintId} hidden={nearCount === 0}>
            {t('modal.nearHint')}
          </p>
          <VisuallyHidden>
            <span role="status">
              {nearCount > 0 ? t('modal.nearAnnounce', { count: nearCount }) : ''}
            </span>
          </VisuallyHidden>
          <ActivityTimes
            rows={rows}
            timeZone={settings.timeZone}
            locale={locale}
            nearHintId={nearHintId}
            t={t}
            onToggle={toggle}
          />
          {footer ? (
            <p css={footerMessage} data-testid="activity-footer" data-message={footer}>
              {t(`modal.${footer}`, { count: guests })}
            </p>
          ) : null}
          {failed > 0 ? (
            <div key={failed} data-testid="activity-failed">
              <Alert kind="error" title={t('failed.title')}>
                {t('failed.text')}
              </Alert>
            </div>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={confirmWaitList}
        title={t('waitListConfirm.title')}
        description={t('waitListConfirm.text')}
        confirmLabel={t('waitListConfirm.confirm')}
        cancelLabel={t('waitListConfirm.cancel')}
        closeLabel={props.closeLabel}
        onCancel={() => setConfirmWaitList(false)}
        onConfirm={() => {
          setConfirmWaitList(false);
          void save();
        }}
      />
    </Dialog>
  );
}

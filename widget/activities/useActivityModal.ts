import { useEffect, useReducer, useState } from 'react';
import type { Booking, Settings } from '../../shared/contract/index.ts';
import type { ChosenTime } from '../../shared/activities/types.ts';
import type { ActivityFlow } from '../flows/createActivityFlow.ts';
import { activityBookingTimes } from '../../shared/activities/activityBookingTimes.ts';
import { activityPrimaryButton } from '../../shared/activities/activityPrimaryButton.ts';
import { activitySelection } from '../../shared/activities/activitySelection.ts';
import {
  activitySlotRows,
  type ActivitySlotRow,
} from '../../shared/activities/activitySlotRows.ts';
import { initialActivitySelection } from '../../shared/activities/initialActivitySelection.ts';
import { needsMenuStep } from '../../shared/activities/needsMenuStep.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { discardMenuDraft } from '../preorder/useMenuDraft.ts';
import type { Activity } from './activityModel.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';

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
  /** Opens on the menu step of the activity `booking` holds: its draft survived a reload. */
  resumeMenu?: boolean;
  onClose(): void;
}

/**
 * The activity modal's logic (doc 1 §4 Activity modal): the time selection, the primary
 * button's save or removal, the waiting-list warning, and step 1's menu once the activity is
 * saved with a menu that has items.
 */
export function useActivityModal(props: ActivityModalProps) {
  const instance = useWidget();
  const { settings, flow } = props;
  const { timeSet } = props.activity;
  const timeZone = settings.timeZone;
  const own = props.booked.filter((time) => time.ruleId === timeSet.id);
  const [selection, select] = useReducer(activitySelection, null, () =>
    initialActivitySelection(own, props.isWaitList),
  );
  // Step 1 is on while this holds the saved booking; a reload resumes it with the current one.
  const [menuBooking, setMenuBooking] = useState<Booking | null>(
    props.resumeMenu ? (props.booking ?? null) : null,
  );
  const [confirmWaitList, setConfirmWaitList] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(0);
  // Issue 51: the modal opens without its times, which are drawn a frame later: the tap that
  // opens it paints before 100 times are read and drawn.
  const [timesShown, showTimes] = useReducer(() => true, false);
  // One frame later, once: a modal closed before it has nothing to draw (React ignores it).
  useEffect(() => void requestAnimationFrame(showTimes), []);
  const rows =
    timesShown &&
    activitySlotRows(timeSet.times, selection, {
      own,
      isWaitList: props.isWaitList,
      guests: props.guests,
      now: props.now,
      timeZone,
      booked: props.booked,
    });
  const primary = activityPrimaryButton(selection, own, timeZone);
  const menu = menuBooking?.menus.find((m) => m.publicId === timeSet.menuGuid);

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
      flow.saveActivity(timeSet.id, selection, props.booking, settings),
    );
    if (!booking) return;
    const saved = booking.menus.find((m) => m.publicId === timeSet.menuGuid);
    if (!selection.isWaitList && saved && needsMenuStep(saved)) setMenuBooking(booking);
    else props.onClose();
  }

  function onPrimary() {
    if (primary.key === 'removeActivity') {
      const booking = props.booking;
      if (!booking) return;
      void run(() => flow.removeActivity(timeSet.id, booking, settings)).then(
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

  return {
    selection,
    rows,
    primary,
    busy,
    failed,
    /** Step 1: the saved booking and the activity's menu on it. */
    menuStep: menuBooking && menu ? { booking: menuBooking, menu } : null,
    toggle(row: ActivitySlotRow) {
      const { ruleId, start, end, recoupTime } = row.slot;
      const type = row.state.kind === 'waitList' ? 'toggleWaitListTime' : 'toggleTime';
      select({ type, time: { ruleId, start, end, recoupTime }, timeZone });
    },
    onPrimary,
    confirmWaitList,
    cancelWaitList: () => setConfirmWaitList(false),
    joinWaitList() {
      setConfirmWaitList(false);
      void save();
    },
    close() {
      // The menu step's draft lives while the step is open: closed, saved or not, it goes.
      if (menuBooking) discardMenuDraft(instance);
      props.onClose();
    },
  };
}

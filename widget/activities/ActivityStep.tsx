import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Settings } from '../../shared/contract/index.ts';
import { activityPaymentNote } from '../../shared/activities/activityPaymentNote.ts';
import { currencyForSystem } from '../../shared/money/currencyForSystem.ts';
import { pageForError } from '../api/pageForError.ts';
import { useFreshQuery } from './useFreshQuery.ts';
import { useNamespaceT } from '../hooks/useT.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { formatDisplayDate } from '../i18n/formatDisplayDate.ts';
import { useSideSlot } from '../layout/SideSlotContext.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { formatTime, midnightUtc } from '../../shared/time/formatTime.ts';
import { ActivityCard } from './ActivityCard.tsx';
import { activityFlowOf } from './activityFlowOf.ts';
import { ActivityModal } from './ActivityModal.tsx';
import { activityModel } from './activityModel.ts';
import { cardList, muted, sidePanel, stepGrid } from './activityStyles.ts';
import { ActivitySummary, type ChosenActivity } from './ActivitySummary.tsx';
import { CartBar } from './CartBar.tsx';
import { LeaveActivityDialog } from './LeaveActivityDialog.tsx';

export interface ActivityStepProps {
  settings: Settings;
  unitId: number;
  /** YYYY-MM-DD */
  date: string;
  guests: number;
  bookingId?: string | undefined;
  isWaitList: boolean;
  now: number;
  sectionIds?: number[];
  tag?: string;
  onContinue(): void;
}

/** doc 1 §2 Activity list: the day's activities, the selection and on to the details. */
export function ActivityStep(props: ActivityStepProps) {
  const instance = useWidget();
  const { api, store, system } = instance;
  const flow = activityFlowOf(instance);
  const { t, ready, common, locale, language } = useNamespaceT('activities');
  const timesRequest = api.availableTimes({
    date: midnightUtc(props.date),
    unitId: props.unitId,
    sectionId: props.sectionIds,
    tag: props.tag,
  });
  const bookingRequest = props.bookingId ? api.booking(props.bookingId) : null;
  const times = useFreshQuery(timesRequest);
  const booking = useFreshQuery(bookingRequest);
  const [openRule, setOpenRule] = useState<number | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  // Wide widgets show the summary at the top of the layout's side column (doc 1 §2: content
  // 560px, side column 22.5rem), so the cards keep the whole content width (issue 36).
  const slot = useSideSlot();

  useEffect(() => {
    const error =
      times.status === 'error' ? times.error : booking.status === 'error' ? booking.error : null;
    if (error) store.getState().showError({ page: pageForError(error) });
  }, [store, times.status, times.error, booking.status, booking.error]);

  const current = props.bookingId ? booking.data : undefined;
  const model = useMemo(
    () =>
      times.data
        ? activityModel(times.data, current, {
            unitId: props.unitId,
            guests: props.guests,
            now: props.now,
            timeZone: props.settings.timeZone,
          })
        : null,
    [times.data, current, props.unitId, props.guests, props.now, props.settings.timeZone],
  );

  if (!ready || !model || (props.bookingId && !booking.data)) {
    return (
      <div aria-busy="true" data-testid="activities-loading">
        <VisuallyHidden>{common('loading')}</VisuallyHidden>
        <Skeleton height="120px" />
        <Skeleton height="120px" style={{ marginTop: 16 }} />
      </div>
    );
  }

  const tz = props.settings.timeZone;
  const chosen: ChosenActivity[] = [];
  for (const time of model.booked) {
    const entry = chosen.find((c) => c.ruleId === time.ruleId);
    const clock = formatTime(time.start, tz, locale);
    if (entry) entry.times += `, ${clock}`;
    else {
      const activity = model.byRule.get(time.ruleId);
      const name = activity?.timeSet.title || activity?.section.name || String(time.ruleId);
      chosen.push({ ruleId: time.ruleId, name, times: clock });
    }
  }
  const payment = current
    ? activityPaymentNote({ booking: current, isWaitList: props.isWaitList })
    : null;
  const date = formatDisplayDate(props.date, language);
  const summary = (idPrefix: string) => (
    <ActivitySummary
      idPrefix={idPrefix}
      inDialog={idPrefix === 'cart'}
      date={date}
      chosen={chosen}
      payment={payment}
      currency={currencyForSystem(system)}
      locale={locale}
      busy={false}
      t={t}
      onEdit={(ruleId) => {
        setCartOpen(false);
        setOpenRule(ruleId);
      }}
      onContinue={() => {
        setCartOpen(false);
        props.onContinue();
      }}
    />
  );
  const open = openRule !== null ? model.byRule.get(openRule) : undefined;

  return (
    <div data-testid="activity-step">
      <div css={stepGrid}>
        <div>
          {model.offered.length === 0 ? (
            <p css={muted} data-testid="activities-empty">
              {chosen.length > 0 ? t('allChosen') : t('empty')}
            </p>
          ) : (
            <ul css={cardList} aria-label={t('listLabel')} data-testid="activity-list">
              {model.offered.map((entry) => (
                <ActivityCard
                  key={entry.activity.id}
                  timeSet={entry.activity}
                  section={entry.section}
                  note={entry.note}
                  t={t}
                  onChoose={() => setOpenRule(entry.activity.id)}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
      {slot && createPortal(<div css={sidePanel}>{summary('side')}</div>, slot)}
      <CartBar count={chosen.length} date={date} t={t} onOpen={() => setCartOpen(true)} />
      <Dialog
        open={cartOpen}
        title={t('summary.title')}
        closeLabel={common('actions.close')}
        onClose={() => setCartOpen(false)}
      >
        {summary('cart')}
      </Dialog>
      {open ? (
        <ActivityModal
          key={openRule}
          activity={open}
          booking={current}
          booked={model.booked}
          isWaitList={props.isWaitList}
          guests={props.guests}
          now={props.now}
          settings={props.settings}
          flow={flow}
          locale={locale}
          t={t}
          closeLabel={common('actions.close')}
          onClose={() => setOpenRule(null)}
        />
      ) : null}
      <LeaveActivityDialog store={store} flow={flow} t={t} closeLabel={common('actions.close')} />
    </div>
  );
}

import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { Settings } from '../../shared/contract/index.ts';
import { activityPaymentNote } from '../../shared/activities/activityPaymentNote.ts';
import { currencyForSystem } from '../../shared/money/currencyForSystem.ts';
import { useNamespaceT } from '../hooks/useT.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { OverLimitNotice } from '../errors/OverLimitNotice.tsx';
import { formatDisplayDate } from '../i18n/formatDisplayDate.ts';
import { useSideSlot } from '../layout/SideSlotContext.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { ActivityCard } from './ActivityCard.tsx';
import { activityFlowOf } from './activityFlowOf.ts';
import { ActivityModal } from './ActivityModal.tsx';
import { cardList, muted, sidePanel, stepGrid } from './activityStyles.ts';
import { ActivitySummary } from './ActivitySummary.tsx';
import { CartBar } from './CartBar.tsx';
import { chosenActivities } from './chosenActivities.ts';
import { LeaveActivityDialog } from './LeaveActivityDialog.tsx';
import { useActivityStepData } from './useActivityStepData.ts';
import { useAddedActivity } from './useAddedActivity.ts';
import { useOpenActivity } from './useOpenActivity.ts';
import { HoldWarning } from '../hold/HoldWarning.tsx';

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
  const { store, system } = instance;
  const flow = activityFlowOf(instance);
  const { t, ready, common, locale, language } = useNamespaceT('activities');
  const { model, current, loaded, overLimit } = useActivityStepData(props);
  const modal = useOpenActivity(model, current, { loaded, isWaitList: props.isWaitList });
  const [cartOpen, setCartOpen] = useState(false);
  // Wide widgets show the summary at the top of the layout's side column (doc 1 §2: content
  // 560px, side column 22.5rem), so the cards keep the whole content width (issue 36).
  const slot = useSideSlot();
  const timeZone = props.settings.timeZone;
  const chosen = model ? chosenActivities(model.booked, model.byRule, { timeZone, locale }) : [];
  const { rootRef, message, onChoose } = useAddedActivity(
    loaded ? chosen : null,
    modal.open !== null,
    t,
    modal.choose,
  );

  if (overLimit) return <OverLimitNotice settings={props.settings} />;
  if (!ready || !model || !loaded) {
    return (
      <div aria-busy="true" data-testid="activities-loading">
        <VisuallyHidden>{common('loading')}</VisuallyHidden>
        <Skeleton height="120px" />
        <Skeleton height="120px" style={{ marginTop: 16 }} />
      </div>
    );
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
        modal.choose(ruleId);
      }}
      onContinue={() => {
        setCartOpen(false);
        props.onContinue();
      }}
    />
  );
  const open = modal.open ? model.byRule.get(modal.open.ruleId) : undefined;

  return (
    <div data-testid="activity-step" ref={rootRef}>
      <VisuallyHidden role="status" data-testid="activity-status">
        {message}
      </VisuallyHidden>
      <div css={stepGrid}>
        <div>
          {model.offered.length === 0 ? (
            <p css={muted} data-testid="activities-empty">
              {chosen.length > 0 ? t('allChosen') : t('empty')}
            </p>
          ) : (
            <ul css={cardList} aria-label={t('listLabel')} data-testid="activity-list">
              {model.offered.map((entry, position) => (
                <ActivityCard
                  key={entry.activity.id}
                  timeSet={entry.activity}
                  section={entry.section}
                  note={entry.note}
                  t={t}
                  position={position}
                  onChoose={onChoose}
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
          key={modal.open!.ruleId}
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
          resumeMenu={modal.open!.resumeMenu}
          onClose={modal.close}
        />
      ) : null}
      <LeaveActivityDialog store={store} flow={flow} t={t} closeLabel={common('actions.close')} />
      {props.bookingId && <HoldWarning guid={props.bookingId} />}
    </div>
  );
}

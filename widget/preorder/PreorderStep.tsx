import { useEffect, useRef, useState } from 'react';
import type { Booking, Menu, Settings } from '../../shared/contract/index.ts';
import { currencyForSystem } from '../../shared/money/currencyForSystem.ts';
import { carryOverQuantities } from '../../shared/preorder/carryOverQuantities.ts';
import { menuDraftJson, readMenuDraft } from '../../shared/preorder/menuDraft.ts';
import { changeQuantity } from '../../shared/preorder/changeQuantity.ts';
import { needsMenuRecreate } from '../../shared/preorder/needsMenuRecreate.ts';
import { nextInvalidGroupIndex } from '../../shared/preorder/nextInvalidGroupIndex.ts';
import { preorderContinueLabel } from '../../shared/preorder/preorderContinueLabel.ts';
import { storageKeys } from '../../shared/storage/storageKeys.ts';
import { pageForError } from '../api/pageForError.ts';
import { useNamespaceT } from '../hooks/useT.ts';
import { useQuery } from '../hooks/useQuery.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { sessionStore } from '../platform/storage.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { PreorderTabs } from './PreorderTabs.tsx';
import { preorderFailure, recreateBooking, respondToMenu } from './preorderActions.ts';
import { stepRoot } from './preorderStyles.ts';
import { useArticleStock } from './useArticleStock.ts';

export interface PreorderStepProps {
  settings: Settings;
  bookingId: string;
  guests: number;
  /** The choices are saved: on to the details step. */
  onContinue(): void;
  /** The booking was re-created under a new guid (doc 1 §4 Preorder). */
  onBookingReplaced(guid: string): void;
}

type Groups = Menu['groups'];

/** doc 1 §2 Preorder page: the menu's groups in tabs; Continue saves and goes to finalize. */
export function PreorderStep(props: PreorderStepProps) {
  const instance = useWidget();
  const { api, system } = instance;
  const { t, ready, common, language } = useNamespaceT('preorder');
  const booking = useQuery(api.booking(props.bookingId));
  const menu: Menu | undefined = booking.data?.menus[0];
  // The guest's quantities, for the booking they were chosen on; kept in session storage so a
  // reload or a dropped connection loses none of them (issue 31).
  const [draft, setDraft] = useState<{ guid: string; groups: Groups } | null>(null);
  const menuKey = storageKeys.menuDraft(system, instance.unitId);
  const [stored] = useState(() => readMenuDraft(sessionStore.get(menuKey), props.bookingId));
  useEffect(() => {
    if (draft) sessionStore.set(menuKey, menuDraftJson(draft.guid, draft.groups));
  }, [draft, menuKey]);
  const [tab, setTab] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failedTry, setFailedTry] = useState(0);
  const busy = useRef(false);
  const recreated = useRef(new Set<string>());
  const root = useRef<HTMLDivElement>(null);

  const groups: Groups =
    draft?.guid === props.bookingId
      ? draft.groups
      : stored && menu
        ? carryOverQuantities(stored, menu.groups)
        : (menu?.groups ?? []);
  const articleIds = [...new Set(groups.flatMap((g) => g.items.map((i) => i.articleID)))];
  const stock = useArticleStock(articleIds, booking.data?.start);
  const ctx = { guests: props.guests, stock: stock ?? [] };
  const stale = booking.data ? needsMenuRecreate(booking.data) : false;

  // The booking could not be read: the page a failed load leads to (doc 1 §8).
  useEffect(() => {
    if (booking.status === 'error') {
      instance.store.getState().showError({ page: pageForError(booking.error) });
    }
  }, [instance, booking.status, booking.error]);

  useEffect(() => {
    const old: Booking | undefined = booking.data;
    if (!old || !needsMenuRecreate(old) || recreated.current.has(old.guid)) return;
    recreated.current.add(old.guid);
    void recreateBooking(instance, old, props.settings).then(
      (fresh) => {
        const next = fresh.menus[0];
        if (next)
          setDraft({
            guid: fresh.guid,
            groups: carryOverQuantities(old.menus[0]!.groups, next.groups),
          });
        props.onBookingReplaced(fresh.guid);
      },
      (error: unknown) => {
        if (preorderFailure(instance, error).kind === 'tryAgain') setFailedTry((n) => n + 1);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [booking.data]);

  if (!ready || !booking.data || stale || stock === undefined) {
    return (
      <div aria-busy="true" data-testid="preorder-loading">
        <VisuallyHidden>{common('loading')}</VisuallyHidden>
        <Skeleton height="44px" />
        <Skeleton height="240px" style={{ marginTop: 16 }} />
        {failedTry > 0 ? (
          <Alert kind="error" title={t('saveFailed.title')}>
            {t('recreateFailed')}
          </Alert>
        ) : null}
      </div>
    );
  }

  const label = preorderContinueLabel(groups);

  function focusTab(index: number) {
    // After the render that selected it; the tab says where the guest is, its panel says why.
    requestAnimationFrame(() =>
      root.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus(),
    );
  }

  async function onContinue() {
    if (busy.current || !menu) {
      if (!menu) props.onContinue();
      return;
    }
    const next = nextInvalidGroupIndex(groups, ctx, tab);
    if (next >= 0) {
      setShowErrors(true);
      setTab(next);
      focusTab(next);
      return;
    }
    busy.current = true;
    setSaving(true);
    setFailedTry(0);
    try {
      await respondToMenu(instance, { publicId: menu.publicId, groups }, props.bookingId);
      props.onContinue();
    } catch (error) {
      if (preorderFailure(instance, error).kind === 'tryAgain') setFailedTry((n) => n + 1);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  return (
    <div css={stepRoot} ref={root} data-testid="preorder-step">
      {groups.length > 0 ? (
        <PreorderTabs
          groups={groups}
          ctx={ctx}
          tab={tab}
          onTab={setTab}
          showErrors={showErrors}
          currency={currencyForSystem(system)}
          language={language}
          onChange={(groupIndex, articleID, delta) =>
            setDraft({
              guid: props.bookingId,
              groups: changeQuantity(groups, groupIndex, articleID, delta, ctx) as Groups,
            })
          }
          t={t}
        />
      ) : null}
      {failedTry > 0 ? (
        <div key={failedTry} data-testid="preorder-failed">
          <Alert kind="error" title={t('saveFailed.title')}>
            {t('saveFailed.text')}
          </Alert>
        </div>
      ) : null}
      <Button
        wide
        loading={saving}
        onClick={() => void onContinue()}
        data-testid="preorder-continue"
      >
        {label.key === 'continueWithItems'
          ? t('continueWithItems', { count: label.count })
          : t('continueWithoutItems')}
      </Button>
    </div>
  );
}

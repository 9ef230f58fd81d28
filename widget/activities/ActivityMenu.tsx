import { useState } from 'react';
import type { Menu } from '../../shared/contract/index.ts';
import { currencyForSystem } from '../../shared/money/currencyForSystem.ts';
import { changeQuantity } from '../../shared/preorder/changeQuantity.ts';
import { nextInvalidGroupIndex } from '../../shared/preorder/nextInvalidGroupIndex.ts';
import { preorderContinueLabel } from '../../shared/preorder/preorderContinueLabel.ts';
import { useNamespaceT } from '../hooks/useT.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { PreorderTabs } from '../preorder/PreorderTabs.tsx';
import { preorderFailure, respondToMenu } from '../preorder/preorderActions.ts';
import { useArticleStock } from '../preorder/useArticleStock.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

type Groups = Menu['groups'];

interface ActivityMenuProps {
  menu: Menu;
  bookingId: string;
  bookingStart: string;
  guests: number;
  onDone(): void;
}

/** Step 1 of the activity modal (doc 1 §4 Activity modal, Preorder): the pre-order's tabs. */
export function ActivityMenu({ menu, bookingId, bookingStart, guests, onDone }: ActivityMenuProps) {
  const instance = useWidget();
  const { t, ready, language } = useNamespaceT('preorder');
  const [groups, setGroups] = useState<Groups>(menu.groups);
  const [tab, setTab] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(0);
  const articleIds = [...new Set(groups.flatMap((g) => g.items.map((i) => i.articleID)))];
  const stock = useArticleStock(articleIds, bookingStart);
  if (!ready || stock === undefined) return <Skeleton height="240px" />;
  const ctx = { guests, stock };
  const label = preorderContinueLabel(groups);

  async function save() {
    if (saving) return;
    const next = nextInvalidGroupIndex(groups, ctx, tab);
    if (next >= 0) {
      setShowErrors(true);
      setTab(next);
      return;
    }
    setSaving(true);
    setFailed(0);
    try {
      await respondToMenu(instance, { publicId: menu.publicId, groups }, bookingId);
      onDone();
    } catch (error) {
      if (preorderFailure(instance, error).kind === 'tryAgain') setFailed((n) => n + 1);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div data-testid="activity-menu">
      <PreorderTabs
        groups={groups}
        ctx={ctx}
        tab={tab}
        onTab={setTab}
        showErrors={showErrors}
        currency={currencyForSystem(instance.system)}
        language={language}
        onChange={(groupIndex, articleID, delta) =>
          setGroups(changeQuantity(groups, groupIndex, articleID, delta, ctx) as Groups)
        }
        t={t}
      />
      {failed > 0 ? (
        <div key={failed}>
          <Alert kind="error" title={t('saveFailed.title')}>
            {t('saveFailed.text')}
          </Alert>
        </div>
      ) : null}
      <Button
        wide
        loading={saving}
        onClick={() => void save()}
        data-testid="activity-menu-continue"
      >
        {label.key === 'continueWithItems'
          ? t('continueWithItems', { count: label.count })
          : t('continueWithoutItems')}
      </Button>
    </div>
  );
}

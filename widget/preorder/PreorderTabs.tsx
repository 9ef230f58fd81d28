import type { ArticleStocks, Menu } from '../../shared/contract/index.ts';
import { groupTotals } from '../../shared/preorder/groupTotals.ts';
import { validateMenuGroup } from '../../shared/preorder/validateMenuGroup.ts';
import { Tabs } from '../ui/Tabs.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { MenuGroupPanel } from './MenuGroupPanel.tsx';
import { tabBadge, tabInvalid } from './preorderStyles.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { useVenueLang } from '../hooks/useVenueLang.ts';

export interface PreorderTabsProps {
  groups: Menu['groups'];
  ctx: { guests: number; stock: ArticleStocks };
  tab: number;
  onTab(index: number): void;
  showErrors: boolean;
  currency: string;
  language: string;
  onChange(groupIndex: number, articleID: number, delta: 1 | -1): void;
  t: Translate;
}

/** The menu's groups as tabs (doc 1 §2): each tab shows its count and, after Continue, a mark. */
export function PreorderTabs({
  groups,
  ctx,
  tab,
  onTab,
  showErrors,
  t,
  ...rest
}: PreorderTabsProps) {
  const venueLang = useVenueLang();
  const items = groups.map((group, index) => {
    const validation = validateMenuGroup(group, ctx);
    const { total } = groupTotals(group);
    const flagged = showErrors && !validation.valid;
    return {
      value: String(index),
      label: (
        <>
          <span lang={venueLang}>{group.name}</span>
          {total > 0 ? (
            <span css={tabBadge}>
              <span aria-hidden="true">{total}</span>
              <VisuallyHidden>{t('chosenCount', { count: total })}</VisuallyHidden>
            </span>
          ) : null}
          {flagged ? (
            <span css={tabInvalid}>
              <span aria-hidden="true">!</span>
              <VisuallyHidden>{t('needsAttention')}</VisuallyHidden>
            </span>
          ) : null}
        </>
      ),
      panel: (
        <MenuGroupPanel
          group={group}
          guests={ctx.guests}
          stock={ctx.stock}
          validation={validation}
          showError={flagged}
          currency={rest.currency}
          language={rest.language}
          onChange={(articleID, delta) => rest.onChange(index, articleID, delta)}
          t={t}
        />
      ),
    };
  });
  return (
    <Tabs
      items={items}
      value={String(tab)}
      onChange={(value) => onTab(Number(value))}
      label={t('tabsLabel')}
      previousLabel={t('previousGroups')}
      nextLabel={t('nextGroups')}
    />
  );
}

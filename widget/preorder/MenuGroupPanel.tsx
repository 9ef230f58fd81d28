import type { ArticleStocks, MenuGroup } from '../../shared/contract/index.ts';
import { formatAmount } from '../../shared/money/formatAmount.ts';
import { canAdd } from '../../shared/preorder/canAdd.ts';
import { canRemove } from '../../shared/preorder/canRemove.ts';
import { groupHint } from '../../shared/preorder/groupHint.ts';
import { isOutOfStock } from '../../shared/preorder/isOutOfStock.ts';
import { itemDisplay } from '../../shared/preorder/itemDisplay.ts';
import type { MenuGroupValidation } from '../../shared/preorder/validateMenuGroup.ts';
import { useEffectEvent } from '../platform/useEffectEvent.ts';
import { Alert } from '../ui/Alert.tsx';
import { MenuItemRow } from './MenuItemRow.tsx';
import { hintStyle, itemList } from './preorderStyles.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';

export interface MenuGroupPanelProps {
  group: MenuGroup;
  guests: number;
  stock: ArticleStocks;
  /** The group's check; its message shows once the guest has tried to continue. */
  validation: MenuGroupValidation;
  showError: boolean;
  currency: string;
  language: string;
  onChange(articleID: number, delta: 1 | -1): void;
  t: Translate;
}

// validateMenuGroup names its messages `preorder.validation.*`; this namespace is `preorder`.
const inNamespace = (key: string) => key.replace(/^preorder\./, '');

/** One menu group's tab panel: what it asks, what is wrong, and its items. */
export function MenuGroupPanel(props: MenuGroupPanelProps) {
  const { group, guests, stock, validation, t } = props;
  const ctx = { guests, stock };
  const hint = groupHint(group, guests);
  // One function for every row and render: the rows are memoised (issue 51). Ours stores the
  // latest render's function before layout effects, so a row's click always runs that one.
  const onChange = useEffectEvent(props.onChange);
  return (
    <div data-testid="menu-group">
      {hint ? (
        <p css={hintStyle}>{hint.map((sentence) => t(sentence.key, sentence.params)).join(' ')}</p>
      ) : null}
      {props.showError && !validation.valid ? (
        // Not an alert of its own: the editor says once which groups are open (issue 52).
        <Alert kind="error" live={false}>
          {t(inNamespace(validation.messageKey), validation.params)}
        </Alert>
      ) : null}
      <ul css={itemList}>
        {group.items.map((item) => {
          const display = itemDisplay(item.webFlags);
          if (!display.visible) return null;
          const price =
            display.showPrice && item.price > 0
              ? formatAmount(item.price, props.currency, props.language)
              : null;
          return (
            <MenuItemRow
              key={item.articleID}
              item={item}
              showQuantity={display.showQuantity}
              price={price}
              outOfStock={display.showQuantity && isOutOfStock(item, stock)}
              canAdd={canAdd(group, item, ctx)}
              canRemove={canRemove(group, item)}
              // eslint-disable-next-line react-hooks/rules-of-hooks -- ours, for handlers too (above)
              onChange={onChange}
              t={t}
            />
          );
        })}
      </ul>
    </div>
  );
}

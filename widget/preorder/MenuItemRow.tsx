import { memo } from 'react';
import type { MenuItem } from '../../shared/contract/index.ts';
import { IconButton } from '../ui/IconButton.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import type { Translate } from '../../shared/i18n/Translate.ts';
import {
  itemDetail,
  itemName,
  itemRow,
  itemText,
  outOfStockStyle,
  quantityStyle,
  stepper,
} from './preorderStyles.ts';
import { useVenueLang } from '../hooks/useVenueLang.ts';

export interface MenuItemRowProps {
  item: MenuItem;
  /** The item takes a quantity (its web flags): − n +. */
  showQuantity: boolean;
  /** The formatted price, when the item shows one. */
  price: string | null;
  outOfStock: boolean;
  canAdd: boolean;
  canRemove: boolean;
  /** The same function on every render, so a row redraws only when its own item changes. */
  onChange(articleID: number, delta: 1 | -1): void;
  t: Translate;
}

const MinusIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
const PlusIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * One menu item: its text by web flags and, when it takes a quantity, − n +. A blocked control
 * stays focusable (aria-disabled) so a keyboard user pressing + up to the maximum keeps focus.
 * Memoised: a tap on one of a group's many items draws that row and its group's few others
 * whose limits it changed, not all of them (issue 51, 300 articles).
 */
export const MenuItemRow = memo(function MenuItemRow({
  item,
  showQuantity,
  price,
  outOfStock,
  canAdd,
  canRemove,
  onChange,
  t,
}: MenuItemRowProps) {
  const venueLang = useVenueLang();
  return (
    <li css={itemRow} data-testid="menu-item" data-article={item.articleID}>
      <div css={itemText}>
        <span css={itemName} lang={venueLang}>
          {item.name}
        </span>
        {item.description ? <span css={itemDetail}>{item.description}</span> : null}
        {price ? <span css={itemDetail}>{price}</span> : null}
        {outOfStock ? <span css={outOfStockStyle}>{t('outOfStock')}</span> : null}
      </div>
      {showQuantity ? (
        <div css={stepper} role="group" aria-label={item.name}>
          <IconButton
            variant="secondary"
            aria-label={t('remove', { item: item.name })}
            aria-disabled={!canRemove || undefined}
            onClick={() => canRemove && onChange(item.articleID, -1)}
          >
            <MinusIcon />
          </IconButton>
          <span css={quantityStyle} data-testid="quantity" aria-live="polite" aria-atomic="true">
            <span aria-hidden="true">{item.quantity}</span>
            {/* Told with its noun ("2 chosen"), not a bare number (issue 52). */}
            <VisuallyHidden>{t('chosenCount', { count: item.quantity })}</VisuallyHidden>
          </span>
          <IconButton
            variant="secondary"
            aria-label={t('add', { item: item.name })}
            aria-disabled={!canAdd || undefined}
            onClick={() => canAdd && onChange(item.articleID, 1)}
          >
            <PlusIcon />
          </IconButton>
        </div>
      ) : null}
    </li>
  );
});

import { cartCountLabel } from '../../shared/activities/cartCountLabel.ts';
import { Button } from '../ui/Button.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { cartBar, cartCount } from './activityStyles.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';

interface CartBarProps {
  count: number;
  date: string;
  t: Translate;
  onOpen(): void;
}

/** Phones: the selection at the bottom, with a cart button and its count (doc 1 §2, §9). */
export function CartBar({ count, date, t, onOpen }: CartBarProps) {
  return (
    <div css={cartBar} data-testid="cart-bar">
      <span>{date}</span>
      <Button onClick={onOpen} data-testid="cart-button">
        {t('cart.button')}
        <span css={cartCount} aria-hidden="true" data-testid="cart-count">
          {cartCountLabel(count)}
        </span>
        <VisuallyHidden>{`, ${t('cart.label', { count })}`}</VisuallyHidden>
      </Button>
    </div>
  );
}

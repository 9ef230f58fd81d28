import { css } from '@emotion/react';
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { Spinner } from './Spinner.tsx';
import { focusRing, reducedMotion } from './styles.ts';
import { token } from './tokens.ts';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';
type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** Every size keeps a 44px touch target; they differ in padding and type size. @default 'md' */
  size?: ButtonSize;
  /** Fill the width of the container. @default false */
  wide?: boolean;
  /**
   * Show a spinner and ignore clicks (aria-busy). The button stays focusable, so keyboard focus
   * is not thrown to the page when a request starts. @default false
   */
  loading?: boolean;
}

const base = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-width: 44px;
  min-height: 44px;
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${token('--bw-radius')};
  font: inherit;
  font-weight: 600;
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color 150ms ease,
    border-color 150ms ease,
    color 150ms ease,
    box-shadow 150ms ease,
    transform 100ms ease;
  &:active:not([aria-disabled='true']):not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
  &:disabled {
    opacity: 0.45;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  ${focusRing};
  ${reducedMotion};
`;

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    padding: 8px 14px;
    font-size: 14px;
  `,
  md: css`
    min-height: 48px;
    padding: 10px 20px;
    font-size: 16px;
  `,
  lg: css`
    min-height: 56px;
    padding: 14px 28px;
    font-size: 17px;
  `,
};

// Hover darkens or tints with a mix so it works with any venue colour, not one fixed shade.
const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${token('--bw-primary')};
    color: ${token('--bw-on-primary')};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: color-mix(in srgb, ${token('--bw-primary')} 86%, black);
    }
  `,
  secondary: css`
    background: ${token('--bw-surface')};
    color: ${token('--bw-primary')};
    border-color: ${token('--bw-primary')};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: color-mix(in srgb, ${token('--bw-primary')} 6%, ${token('--bw-surface')});
    }
  `,
  ghost: css`
    background: transparent;
    color: ${token('--bw-text')};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${token('--bw-surface-muted')};
    }
  `,
  link: css`
    background: transparent;
    color: ${token('--bw-primary')};
    padding-left: 4px;
    padding-right: 4px;
    text-decoration: underline;
    text-underline-offset: 3px;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      text-decoration-thickness: 2px;
    }
  `,
  danger: css`
    background: ${token('--bw-danger')};
    color: ${token('--bw-on-danger')};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: color-mix(in srgb, ${token('--bw-danger')} 86%, black);
    }
  `,
};

const wideStyle = css`
  display: flex;
  width: 100%;
`;

// The label keeps its box while the spinner shows, so the button does not change size; it is
// made transparent rather than hidden so it still names the button for screen readers.
const labelWhileLoading = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  opacity: 0;
`;

const spinnerSlot = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/** The kit's button. type="button" unless told otherwise, so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    wide = false,
    loading = false,
    type = 'button',
    onClick,
    children,
    ...rest
  },
  ref,
) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      // Also stops a submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      ref={ref}
      css={[base, sizes[size], variants[variant], wide && wideStyle]}
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      data-variant={variant}
      onClick={handleClick}
    >
      {loading ? (
        <>
          <span css={labelWhileLoading}>{children}</span>
          <span css={spinnerSlot}>
            <Spinner decorative size={size === 'sm' ? 16 : 20} />
          </span>
        </>
      ) : (
        children
      )}
    </button>
  );
});

import { css } from '@emotion/react';
import { forwardRef } from 'react';
import { Button, type ButtonProps } from './Button.tsx';

export interface IconButtonProps extends Omit<ButtonProps, 'size' | 'wide' | 'aria-label'> {
  /** An icon alone says nothing to a screen reader, so the name is required. */
  'aria-label': string;
}

const square = css`
  width: 44px;
  height: 44px;
  padding: 0;
  border-radius: 50%;
`;

/** A 44px round button holding one icon; ghost by default. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant = 'ghost', ...rest },
  ref,
) {
  return <Button ref={ref} css={square} size="sm" variant={variant} {...rest} />;
});

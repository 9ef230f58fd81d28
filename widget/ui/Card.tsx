import { css } from '@emotion/react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { token } from './tokens.ts';

export interface CardProps extends ComponentPropsWithoutRef<'div'> {
  /** Inner spacing. @default 'md' */
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

const card = css`
  display: block;
  background: ${token('--bw-surface')};
  color: ${token('--bw-text')};
  border: 1px solid ${token('--bw-border')};
  border-radius: ${token('--bw-radius')};
`;

const paddings = { none: '0', sm: '12px', md: '16px', lg: '24px' } as const;

/** A surface container: the venue's background, a hairline border and the kit's radius. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { padding = 'md', ...rest },
  ref,
) {
  return <div ref={ref} css={[card, { padding: paddings[padding] }]} {...rest} />;
});

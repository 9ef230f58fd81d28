import { css } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

const hidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only: out of sight, still in the accessibility tree. */
export function VisuallyHidden(props: ComponentPropsWithRef<'span'>) {
  return <span css={hidden} {...props} />;
}

import { css } from '@emotion/react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

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
export const VisuallyHidden = forwardRef<HTMLSpanElement, ComponentPropsWithoutRef<'span'>>(
  function VisuallyHidden(props, ref) {
    return <span ref={ref} css={hidden} {...props} />;
  },
);

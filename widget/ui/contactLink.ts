import { css } from '@emotion/react';
import { token } from './tokens.ts';

/** The venue's phone or e-mail in a notice's text (the closed day's, the day over the limit's). */
export const contactLink = css`
  color: ${token('--bw-primary')};
  font-weight: 600;
  white-space: nowrap;
`;

// A tel: URI takes digits and a leading plus; venues write numbers with spaces and dashes.
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

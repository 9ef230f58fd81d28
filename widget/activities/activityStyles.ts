import { css } from '@emotion/react';
import { token } from '../ui/tokens.ts';

/** The activity list's column; the summary stands in the layout's side column (SideSlotContext). */
export const stepGrid = css`
  display: grid;
  gap: 24px;
`;

/** The summary on wide widgets, at the top of the side column; phones have the cart bar. */
export const sidePanel = css`
  display: none;
  @container bw (min-width: 960px) {
    display: block;
    position: sticky;
    top: 16px;
    margin-bottom: 24px;
  }
`;

/** Phones: the selection in a bar at the bottom, with the cart button. */
export const cartBar = css`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 0 -16px;
  padding: 12px 16px;
  border-top: 1px solid ${token('--bw-border')};
  background: ${token('--bw-surface')};
  box-shadow: ${token('--bw-shadow')};
  @container bw (min-width: 960px) {
    display: none;
  }
`;

export const cartCount = css`
  display: inline-grid;
  place-items: center;
  min-width: 24px;
  height: 24px;
  padding: 0 6px;
  border-radius: 12px;
  background: ${token('--bw-on-primary')};
  color: ${token('--bw-primary')};
  font-size: 0.8125em;
  font-weight: 700;
`;

/** Cards in two columns once each can be 250px wide (issue 36: 230px cards cut their images). */
export const cardList = css`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @container bw (min-width: 560px) {
    grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  }
`;

export const card = css`
  /* A focused button scrolls clear of the sticky cart bar (issue 52, WCAG 2.4.11): the host's
     html is not ours to give a scroll-padding. */
  button {
    scroll-margin-bottom: 96px;
    /* On a line of its own without a wrapper: one element less per card to restyle as the
       modal makes the page inert (issue 51). */
    display: flex;
  }
  overflow: hidden;
  /* The content's padding on the card itself, the image across it: no wrapper either. */
  padding: 12px 16px 16px;
  border: 1px solid ${token('--bw-border')};
  border-radius: ${token('--bw-radius')};
  background: ${token('--bw-surface')};
  & > img {
    display: block;
    width: calc(100% + 32px);
    margin: -12px -16px 12px;
    /* Doc 1 §3's 16:9, so a section image is shown whole rather than cut to a strip. */
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`;

export const cardTitle = css`
  margin: 0 0 4px;
  font-size: 1.0625em;
  font-weight: 650;
`;

export const muted = css`
  margin: 4px 0;
  color: ${token('--bw-muted')};
  font-size: 0.9375em;
`;

export const note = css`
  display: inline-block;
  margin: 4px 0 8px;
  padding: 2px 8px;
  border-radius: 999px;
  border: 1px solid currentColor;
  font-size: 0.8125em;
  font-weight: 600;
`;

export const summaryBox = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${token('--bw-border')};
  border-radius: ${token('--bw-radius')};
  background: ${token('--bw-surface')};
  & h3 {
    margin: 0;
    font-size: 1.0625em;
  }
  & ul {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 8px;
  }
  & p {
    margin: 0;
  }
`;

export const slotGrid = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  @container bw (max-width: 380px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  /* The times' look on the list, not on each of its 100 buttons: no Emotion element per time
     (issue 51). */
  & button {
    width: 100%;
    min-height: 52px;
    padding: 4px;
    border: 1px solid ${token('--bw-border')};
    border-radius: ${token('--bw-radius')};
    background: ${token('--bw-surface')};
    color: ${token('--bw-text')};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    line-height: 1.2;
  }
  & button[aria-pressed='true'] {
    background: ${token('--bw-primary')};
    border-color: ${token('--bw-primary')};
    color: ${token('--bw-on-primary')};
  }
  & button[data-near='true'] {
    border: 2px dashed ${token('--bw-primary')};
  }
  & button:disabled {
    cursor: not-allowed;
    color: ${token('--bw-muted')};
    background: ${token('--bw-surface-muted')};
    text-decoration: line-through;
  }
  & small {
    font-size: 0.75em;
    font-weight: 500;
  }
`;

export const footerMessage = css`
  margin: 0 0 12px;
  font-weight: 600;
`;

export const plain = css`
  padding: 0;
  border: none;
`;

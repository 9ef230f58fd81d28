import { css } from '@emotion/react';
import { token } from '../../ui/tokens.ts';
import { dot } from './calendarStyles.ts';

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 16px 0 0;
  padding: 12px 0 0;
  border-top: 1px solid ${token('--bw-border')};
  list-style: none;
  color: ${token('--bw-muted')};
  font-size: 0.875em;
  li {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
`;

const struck = css`
  text-decoration: line-through;
  font-variant-numeric: tabular-nums;
`;

interface CalendarLegendProps {
  label: string;
  waitList: string;
  fullyBooked: string;
  closed: string;
}

/** Explains the calendar's marks (doc 1 §2 Date step: a legend is shown). */
export function CalendarLegend(props: CalendarLegendProps) {
  return (
    <ul css={list} aria-label={props.label} data-testid="calendar-legend">
      <li>
        <span css={dot} data-mark="waitList" aria-hidden="true" />
        {props.waitList}
      </li>
      <li>
        <span css={dot} data-mark="fullyBooked" aria-hidden="true" />
        {props.fullyBooked}
      </li>
      <li>
        <span css={struck} aria-hidden="true">
          12
        </span>
        {props.closed}
      </li>
    </ul>
  );
}

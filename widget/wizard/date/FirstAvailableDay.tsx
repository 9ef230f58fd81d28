import { css } from '@emotion/react';
import { firstAvailableDay } from '../../../shared/availability/firstAvailableDay.ts';
import { showFirstAvailableDayLink } from '../../../shared/availability/showFirstAvailableDayLink.ts';
import type { DayGroup } from '../../../shared/availability/types.ts';
import { formatDisplayDate } from '../../i18n/formatDisplayDate.ts';
import { Button } from '../../ui/Button.tsx';
import { token } from '../../ui/tokens.ts';

const notice = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 4px 8px;
  margin: 12px 0 0;
  padding: 8px 12px;
  border-radius: ${token('--bw-radius')};
  background: ${token('--bw-surface-muted')};
  color: ${token('--bw-text')};
  font-size: 0.9375em;
  text-align: center;
  p {
    margin: 0;
  }
`;

interface FirstAvailableDayProps {
  month: string;
  monthTitle: string;
  shownGroups: Readonly<Record<string, DayGroup>>;
  /** The first month's answer, which may hold the first month with an open day. */
  firstMonthGroups: Readonly<Record<string, DayGroup>>;
  /** The party size; undefined in a booking request, where any open day will do. */
  guests: number | undefined;
  language: string;
  t(key: string, options?: Record<string, unknown>): string;
  onJump(date: string): void;
}

/** The 'first available day' link of a month without an open day (doc 1 §2 Date step). */
export function FirstAvailableDay(props: FirstAvailableDayProps) {
  if (!showFirstAvailableDayLink(props.month, props.shownGroups)) return null;
  const day = firstAvailableDay({ ...props.firstMonthGroups, ...props.shownGroups }, props.guests);
  return (
    <div css={notice} data-testid="first-available-day">
      <p>{props.t('noOpenDays', { month: props.monthTitle })}</p>
      {day && (
        <Button variant="link" size="sm" onClick={() => props.onJump(day)}>
          {props.t('firstAvailableDay', { date: formatDisplayDate(day, props.language) })}
        </Button>
      )}
    </div>
  );
}

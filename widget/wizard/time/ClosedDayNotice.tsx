import type { Translate } from '../../../shared/i18n/Translate.ts';
import { VenueText } from '../../text/VenueText.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { contactLink, telHref } from '../../ui/contactLink.ts';
import { TimeRowBlock } from './TimeRowBlock.tsx';
import type { RowView } from './timeStepModel.ts';
import { stack } from './timeStyles.ts';

interface ClosedDayNoticeProps {
  messageBookingClosed: string;
  phoneNumber: string;
  commentRows: RowView[];
  t: Translate;
  locale: string;
}

/**
 * doc 1 §2 Time step: nothing fits the party and there is no waiting list. The venue's own
 * closed message wins; otherwise say the day cannot be booked online and offer a call.
 */
export function ClosedDayNotice({
  messageBookingClosed,
  phoneNumber,
  commentRows,
  t,
  locale,
}: ClosedDayNoticeProps) {
  return (
    <div css={stack} data-testid="closed-day">
      <Alert kind="info" live={false} title={t('closedDay.title')}>
        {messageBookingClosed ? (
          <VenueText text={messageBookingClosed} as="p" css={{ margin: 0 }} />
        ) : (
          <p css={{ margin: 0 }}>
            {t('closedDay.text')}
            {phoneNumber ? (
              <>
                {' '}
                <a css={contactLink} href={telHref(phoneNumber)}>
                  {phoneNumber}
                </a>
              </>
            ) : null}
          </p>
        )}
      </Alert>
      {commentRows.map((row) => (
        <TimeRowBlock
          key={row.key}
          row={row}
          t={t}
          locale={locale}
          busy={false}
          pressedKey={null}
          onChoose={noop}
        />
      ))}
    </div>
  );
}

function noop() {}

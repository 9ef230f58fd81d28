import { useId, useRef, useState } from 'react';
import * as v from 'valibot';
import type { Booking, Settings } from '../../../shared/contract/index.ts';
import { canRespondToProposal } from '../../../shared/booking/canRespondToProposal.ts';
import { MESSAGE_MAX } from '../../../shared/validation/limits.ts';
import { proposalResponseSchema } from '../../../shared/validation/proposalResponseSchema.ts';
import { toFieldErrors } from '../../../shared/validation/toFieldErrors.ts';
import { MessageField } from '../../fields/MessageField.tsx';
import { useQuery } from '../../hooks/useQuery.ts';
import { useWidget } from '../../hooks/useWidget.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { actionsRow, diffList, panel } from './actionStyles.ts';
import type { Translate } from '../../../shared/i18n/Translate.ts';
import { formatBookingTime } from '../../../shared/time/formatTime.ts';
import { useBookingMutation } from './useBookingMutation.ts';

interface ProposalPanelProps {
  booking: Booking;
  settings: Settings;
  t: Translate;
  /** The checkout namespace: validation messages of the shared form fields. */
  checkoutT: Translate;
  locale: string;
}

/**
 * A staff proposal for a booking request (doc 2 §4 Inquiry): accept, or decline with a message
 * of at most 255 characters (doc 2 §5). The diff (the old and the proposed time) is read whenever
 * the booking has a proposal, not only when the link carries inquiryProposal: whoever opens the
 * booking sees what they accept (issue 52, docs/decisions.md "A proposal with its change").
 */
export function ProposalPanel({ booking, settings, t, checkoutT, locale }: ProposalPanelProps) {
  const { api } = useWidget();
  const diff = useQuery(
    canRespondToProposal(booking)
      ? api.booking(booking.guid, { includeInquiryProposalDiff: true })
      : null,
  );
  const { run, busy } = useBookingMutation();
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  // A Send with no message says so until the guest types (issue 52, as FieldError's `alert`).
  const [sent, setSent] = useState({ tries: 0, message });
  const messageId = useId();
  const messageRef = useRef<HTMLElement | null>(null);
  if (!canRespondToProposal(booking)) return null;

  const zone = settings.timeZone;
  const values = diff.data?.inquiryValues;
  const parsed = v.safeParse(proposalResponseSchema, { accept: false, message });
  const error = parsed.success ? undefined : toFieldErrors(parsed.issues)[0];

  const respond = (accept: boolean) =>
    run(
      () => api.respondToProposal(booking.guid, { accept, message: accept ? '' : message.trim() }),
      {
        successTitle: t(accept ? 'proposal.accepted' : 'proposal.declined'),
        failureTitle: t('proposal.failed'),
      },
    );

  return (
    <section css={panel} aria-labelledby="bw-proposal-title" data-testid="proposal-panel">
      <h3 id="bw-proposal-title">{t('proposal.title')}</h3>
      <p>{t('proposal.text')}</p>
      {values && (
        <dl css={diffList} data-testid="proposal-diff">
          <dt>{t('proposal.original')}</dt>
          <dd>
            <del>
              {values.originalStart ? formatBookingTime(values.originalStart, zone, locale) : ''}
            </del>
          </dd>
          <dt>{t('proposal.proposed')}</dt>
          <dd>
            <strong>
              {values.proposedStart ? formatBookingTime(values.proposedStart, zone, locale) : ''}
            </strong>
          </dd>
        </dl>
      )}
      <div css={actionsRow}>
        <Button
          variant="primary"
          loading={busy && !declining}
          onClick={() => void respond(true)}
          data-testid="proposal-accept"
        >
          {t('proposal.accept')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setDeclining(true)}
          data-testid="proposal-decline"
        >
          {t('proposal.decline')}
        </Button>
      </div>
      <Dialog
        open={declining}
        title={t('proposal.declineTitle')}
        description={t('proposal.declineText')}
        closeLabel={t('common.close')}
        onClose={() => setDeclining(false)}
        initialFocusRef={messageRef}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeclining(false)}>
              {t('common.notNow')}
            </Button>
            <Button
              variant="danger"
              loading={busy}
              onClick={async () => {
                setTouched(true);
                if (!parsed.success) {
                  setSent({ tries: sent.tries + 1, message });
                  messageRef.current?.focus();
                  return;
                }
                if (await respond(false)) setDeclining(false);
              }}
              data-testid="proposal-decline-send"
            >
              {t('proposal.declineSend')}
            </Button>
          </>
        }
      >
        <div
          ref={(node) => {
            messageRef.current = node?.querySelector('textarea') ?? null;
          }}
        >
          <MessageField
            id={messageId}
            label={t('proposal.declineMessage')}
            counterLabel={checkoutT('form.messageCount', { count: MESSAGE_MAX - message.length })}
            value={message}
            error={touched && error ? checkoutT(error.key, error.params) : undefined}
            alert={sent.message === message ? sent.tries : 0}
            onValue={setMessage}
            onBlur={() => setTouched(true)}
          />
        </div>
      </Dialog>
    </section>
  );
}

import type { ActivityPaymentNote } from '../../shared/activities/activityPaymentNote.ts';
import { formatAmount } from '../../shared/money/formatAmount.ts';
import { Button } from '../ui/Button.tsx';
import { plain, summaryBox } from './activityStyles.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';

export interface ChosenActivity {
  ruleId: number;
  name: string;
  /** The booked times, formatted. */
  times: string;
}

export interface ActivitySummaryProps {
  /** Distinguishes the side panel's ids from the cart dialog's. */
  idPrefix: string;
  /** Inside the cart dialog, whose title already names it. */
  inDialog?: boolean;
  date: string;
  chosen: ChosenActivity[];
  payment: ActivityPaymentNote | null;
  currency: string;
  locale: string;
  busy: boolean;
  t: Translate;
  onEdit(ruleId: number): void;
  onContinue(): void;
}

/** The selection (doc 1 §2 Activity list): the date, the activities, the payment note, continue. */
export function ActivitySummary(props: ActivitySummaryProps) {
  const { t, payment, currency, locale } = props;
  const money = (amount: number) => formatAmount(amount, currency, locale);
  const headingId = `${props.idPrefix}-summary-title`;
  return (
    <section
      css={[summaryBox, props.inDialog && plain]}
      aria-labelledby={props.inDialog ? undefined : headingId}
      aria-label={props.inDialog ? t('summary.title') : undefined}
      data-testid="activity-summary"
    >
      {props.inDialog ? null : <h3 id={headingId}>{t('summary.title')}</h3>}
      <p>
        <strong>{t('summary.date')}</strong> {props.date}
      </p>
      {props.chosen.length === 0 ? (
        <p>{t('summary.empty')}</p>
      ) : (
        <ul>
          {props.chosen.map((activity) => (
            <li key={activity.ruleId} data-testid="summary-activity" data-rule-id={activity.ruleId}>
              <span>
                {activity.name}
                <br />
                <small>{activity.times}</small>
              </span>
              <Button
                size="sm"
                variant="link"
                aria-label={t('summary.edit', { name: activity.name })}
                onClick={() => props.onEdit(activity.ruleId)}
                data-testid="summary-edit"
              >
                {t('summary.editShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {payment && props.chosen.length > 0 ? (
        <p data-testid="payment-note" data-kind={payment.kind}>
          {payment.kind === 'prepayment' || payment.kind === 'cardRegistration'
            ? t(`payment.${payment.kind}`, { amount: money(payment.amount) })
            : t(`payment.${payment.kind}`)}
        </p>
      ) : null}
      <Button
        wide
        disabled={props.chosen.length === 0}
        loading={props.busy}
        onClick={props.onContinue}
        data-testid="activities-continue"
      >
        {payment?.kind === 'prepayment' && payment.amount > 0
          ? t('continueWithAmount', { amount: money(payment.amount) })
          : t('continue')}
      </Button>
    </section>
  );
}

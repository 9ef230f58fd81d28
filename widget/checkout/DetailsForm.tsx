import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { chosenPayMethod } from '../../shared/checkout/chosenPayMethod.ts';
import type { ContactDraft } from '../../shared/checkout/contactDraft.ts';
import type { ContactValues } from '../../shared/contact/contactValues.ts';
import type { ContactFormValues } from '../../shared/validation/contactSchema.ts';
import { ContactFields } from '../fields/ContactFields.tsx';
import { form as formStyle } from '../fields/fieldStyles.ts';
import { PayMethodField } from '../fields/PayMethodField.tsx';
import { useContactForm } from '../fields/useContactForm.ts';
import { privacy } from './checkoutStyles.ts';
import { DetailsSubmit, type DetailsNotice } from './DetailsSubmit.tsx';
import type { Translate } from '../../shared/i18n/Translate.ts';

export interface DetailsFormProps {
  t: Translate;
  language: string;
  /** What the booking holds of the contact (back from a refused payment, what was typed). */
  initial: ContactValues;
  /** The fields a venue's prefill filled: checked at once, as typed input is once left. */
  prefilled?: (keyof ContactValues)[];
  showMessage: boolean;
  showNewsletter: boolean;
  showCompanyName: boolean;
  /** The payment methods to choose from; empty when no prepayment applies. */
  payMethods: { value: number; label: string }[];
  submitLabel: string;
  busy: boolean;
  /** Offline, a submit waits and goes by itself once the connection is back (issue 31). */
  online: boolean;
  /** The venue's market as a country ('SE'): a number valid there is offered that country. */
  marketCountry?: string | undefined;
  /** What went wrong last, told in one place by the button (doc 1 §8, doc 2 §8). */
  notice: DetailsNotice | null;
  /** What the guest typed before a reload or the terminal, for this booking. */
  draft: ContactDraft | null;
  onDraft(draft: ContactDraft): void;
  onPrivacy(): void;
  onSubmit(values: ContactFormValues, country: string): void;
  /** The conditions shown before the submit where the guest commits money (issue 52). */
  terms?: ReactNode;
}

function initialValues({ initial, draft, payMethods }: DetailsFormProps): ContactValues {
  // The draft's picker country is the form's own state, not one of its values.
  const { country: _country, ...typed } = draft ?? { country: '' };
  const offered = payMethods.map((method) => method.value);
  return { ...initial, ...typed, payMethod: chosenPayMethod(offered, draft?.payMethod) };
}

/** The contact form of the details step (doc 1 §2 Details, §5 Contact), checked on blur. */
export function DetailsForm(props: DetailsFormProps) {
  const { t, notice, onDraft } = props;
  const id = useId();
  const form = useContactForm({
    t,
    language: props.language,
    initial: initialValues(props),
    shown: props.prefilled,
    country: props.draft?.country,
    marketCountry: props.marketCountry,
    showCompanyName: props.showCompanyName,
    requirePayMethod: props.payMethods.length > 0,
    onChange: (values, country) => onDraft({ ...values, country }),
  });

  const [waiting, setWaiting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { phonePending } = form;
  useEffect(() => {
    if (props.online && !phonePending && waiting) formRef.current?.requestSubmit();
  }, [props.online, phonePending, waiting]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The number's check is on its way: the submit waits for it and goes by itself.
    if (phonePending) return setWaiting(true);
    // The button reads as disabled (doc 1 §4 Submit) but stays reachable: a press, or Enter in
    // a field, shows every missing field's message and goes to the first (WCAG 3.3.1).
    const values = form.attempt(event.currentTarget);
    setWaiting(Boolean(values) && !props.online);
    if (!values || !props.online) return;
    // A time that was taken cannot be paid for: the notice's action is the only way on.
    if (!props.busy && !notice?.action) props.onSubmit(values, form.phone.country);
  };

  return (
    <form
      ref={formRef}
      css={formStyle}
      noValidate
      onSubmit={submit}
      aria-label={t('form.label')}
      data-testid="details-form"
    >
      <ContactFields
        form={form}
        t={t}
        language={props.language}
        showCompanyName={props.showCompanyName}
        showMessage={props.showMessage}
        showNewsletter={props.showNewsletter}
      />
      {props.payMethods.length > 0 && (
        <PayMethodField
          name={`${id}-payMethod`}
          legend={t('form.payMethod')}
          options={props.payMethods}
          value={form.values.payMethod}
          error={form.errorOf('payMethod')}
          alert={form.alert}
          onValue={(value) => {
            form.set('payMethod')(value);
            form.leave('payMethod')();
          }}
        />
      )}
      {props.terms}
      <p css={privacy}>
        {t('form.privacyText')}{' '}
        <button type="button" onClick={props.onPrivacy}>
          {t('form.privacyLink')}
        </button>
      </p>
      <DetailsSubmit
        t={t}
        notice={notice}
        label={props.submitLabel}
        valid={form.valid}
        loading={props.busy || waiting}
      />
    </form>
  );
}

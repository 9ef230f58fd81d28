import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ContactDraft } from '../../shared/checkout/contactDraft.ts';
import * as v from 'valibot';
import { contactSchema, type ContactFormValues } from '../../shared/validation/contactSchema.ts';
import { MESSAGE_MAX } from '../../shared/validation/limits.ts';
import { defaultPhoneCountry, hasPhonePlan, validatePhone } from '../fields/phonePlans.ts';
import { toFieldErrors } from '../../shared/validation/toFieldErrors.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { choice, field, form, hintText, nameRow, privacy } from './checkoutStyles.ts';
import { MessageField } from './MessageField.tsx';
import { PayMethodField } from './PayMethodField.tsx';
import { PhoneField } from './PhoneField.tsx';
import { phoneZonesSettled, usePhoneZonesPending } from './phoneZones.ts';
import { TextField } from './TextField.tsx';
import type { Translate } from './Translate.ts';

export interface InitialContact {
  fname: string;
  lname: string;
  email: string;
  mobile: string;
  message: string;
  newsletter: boolean;
  customerName: string;
}

export interface DetailsFormProps {
  t: Translate;
  language: string;
  initial: InitialContact;
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
}

export interface DetailsNotice {
  title: string;
  text: string;
  /** A close button: the notice stays until the guest closes it or submits again. */
  close?: { label: string; onClick(): void };
  /** The one way on when paying again cannot work; the submit button goes. */
  action?: { label: string; onClick(): void };
}

type Values = InitialContact & { payMethod: number | null };
type Name = keyof Values;

function initialValues(props: DetailsFormProps): Values {
  const { draft, payMethods } = props;
  // A method chosen before the terminal stays chosen, if it is still offered.
  const kept = payMethods.find((method) => method.value === draft?.payMethod)?.value;
  const only = payMethods.length === 1 ? payMethods[0]!.value : null;
  const typed = draft
    ? {
        fname: draft.fname,
        lname: draft.lname,
        email: draft.email,
        mobile: draft.mobile,
        message: draft.message,
        newsletter: draft.newsletter,
        customerName: draft.customerName,
      }
    : {};
  return { ...props.initial, ...typed, payMethod: kept ?? only };
}

/** The contact form of the details step (doc 1 §2 Details, §5 Contact), checked on blur. */
export function DetailsForm(props: DetailsFormProps) {
  const { t, notice } = props;
  const id = useId();
  // The only method is chosen for the guest; between several the guest chooses.
  const [values, setValues] = useState<Values>(() => initialValues(props));
  const [country, setCountry] = useState(
    () => props.draft?.country || defaultPhoneCountry(values.mobile, props.language),
  );
  const { onDraft } = props;
  useEffect(() => onDraft({ ...values, country }), [onDraft, values, country]);
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const schema = contactSchema({
    showCompanyName: props.showCompanyName,
    requirePayMethod: props.payMethods.length > 0,
    checkPhone: (value) => validatePhone(value, country),
  });
  const result = v.safeParse(schema, values);
  const errors = result.success ? [] : toFieldErrors(result.issues);
  const errorOf = (name: Name) => {
    const error = touched[name] ? errors.find((e) => e.field === name) : undefined;
    return error ? t(error.key, error.params) : undefined;
  };
  const set = (name: Name) => (value: string | number | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));
  const leave = (name: Name) => () => setTouched((current) => ({ ...current, [name]: true }));

  // The plans the number is checked with arrive by zone; the form sends nothing before them.
  const market = props.marketCountry;
  const typed = values.mobile.trim();
  const phonePending = usePhoneZonesPending(typed, [country, market]);

  // A number typed with its + prefix picks its own country (doc 1 §5 default country) when the
  // guest leaves the field: at once when its zone is in (it is asked for from the first digit),
  // else once it is.
  const detectCountry = (left: string) => {
    const detected = defaultPhoneCountry(left, props.language);
    if (hasPhonePlan(detected) && validatePhone(left, detected) === null) setCountry(detected);
  };
  const leavePhone = () => {
    leave('mobile')();
    const left = typed;
    if (!left.startsWith('+')) return;
    if (!phonePending) detectCountry(left);
    else void phoneZonesSettled(left).then(() => detectCountry(left));
  };

  // A number refused for the chosen country but valid in the venue's (a Swedish guest on an
  // English page, where the picker starts at GB) is offered that country (issue 36).
  const phoneSuggestion =
    market &&
    market !== country &&
    typed &&
    errorOf('mobile') &&
    hasPhonePlan(market) &&
    !validatePhone(typed, market)
      ? market
      : undefined;

  const formRef = useRef<HTMLFormElement>(null);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (props.online && !phonePending && waiting) formRef.current?.requestSubmit();
  }, [props.online, phonePending, waiting]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The number's check is on its way: the submit waits for it and goes by itself.
    if (phonePending) return setWaiting(true);
    if (!result.success) {
      setWaiting(false);
      // The button reads as disabled (doc 1 §4 Submit) but stays reachable: a press, or Enter in
      // a field, shows every missing field's message and goes to the first (WCAG 3.3.1).
      setTouched(Object.fromEntries(errors.map((e) => [e.field, true])));
      const first = errors[0]?.field;
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"],[name$="-${first}"]`)?.focus();
      return;
    }
    setWaiting(!props.online && result.success);
    if (!props.online) return;
    // A time that was taken cannot be paid for: the notice's action is the only way on.
    if (result.success && !props.busy && !notice?.action) props.onSubmit(result.output, country);
  };

  const text = (name: 'fname' | 'lname' | 'email' | 'customerName', autoComplete: string) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={t(`form.${name}`)}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      // Every text field of the form is required (doc 1 §5); the form checks them itself.
      required
      value={values[name]}
      error={errorOf(name)}
      onValue={set(name)}
      onBlur={leave(name)}
    />
  );

  return (
    <form
      ref={formRef}
      css={form}
      noValidate
      onSubmit={submit}
      aria-label={t('form.label')}
      data-testid="details-form"
    >
      <div css={nameRow}>
        {text('fname', 'given-name')}
        {text('lname', 'family-name')}
      </div>
      <PhoneField
        id={`${id}-mobile`}
        label={t('form.mobile')}
        countryLabel={t('form.country')}
        language={props.language}
        country={country}
        value={values.mobile}
        error={errorOf('mobile')}
        onCountry={(next) => {
          setCountry(next);
          if (values.mobile.trim() !== '') leave('mobile')();
        }}
        onValue={set('mobile')}
        onBlur={leavePhone}
        suggest={phoneSuggestion}
        suggestLabel={(choice) => t('form.useCountry', { choice })}
      />
      {text('email', 'email')}
      {props.showCompanyName && text('customerName', 'organization')}
      {props.showMessage && (
        <MessageField
          id={`${id}-message`}
          label={t('form.message')}
          counterLabel={t('form.messageCount', { count: MESSAGE_MAX - values.message.length })}
          value={values.message}
          error={errorOf('message')}
          onValue={set('message')}
          onBlur={leave('message')}
        />
      )}
      {props.showNewsletter && (
        <div css={field}>
          <label css={choice}>
            <input
              type="checkbox"
              name="newsletter"
              checked={values.newsletter}
              onChange={(e) => set('newsletter')(e.target.checked)}
            />
            {t('form.newsletter')}
          </label>
        </div>
      )}
      {props.payMethods.length > 0 && (
        <PayMethodField
          name={`${id}-payMethod`}
          legend={t('form.payMethod')}
          options={props.payMethods}
          value={values.payMethod}
          error={errorOf('payMethod')}
          onValue={(value) => {
            set('payMethod')(value);
            leave('payMethod')();
          }}
        />
      )}
      <p css={privacy}>
        {t('form.privacyText')}{' '}
        <button type="button" onClick={props.onPrivacy}>
          {t('form.privacyLink')}
        </button>
      </p>
      {notice && (
        <div data-testid="details-notice">
          <Alert
            kind="error"
            title={notice.title}
            action={
              notice.close && (
                <Button variant="link" onClick={notice.close.onClick}>
                  {notice.close.label}
                </Button>
              )
            }
          >
            {notice.text}
          </Alert>
        </div>
      )}
      {notice?.action ? (
        <Button
          type="button"
          variant="primary"
          size="lg"
          wide
          onClick={notice.action.onClick}
          data-testid="details-notice-action"
        >
          {notice.action.label}
        </Button>
      ) : (
        <Button
          type="submit"
          variant="primary"
          size="lg"
          wide
          aria-disabled={!result.success || undefined}
          loading={props.busy || waiting}
          aria-describedby={result.success ? undefined : `${id}-incomplete`}
          data-testid="details-submit"
        >
          {props.submitLabel}
        </Button>
      )}
      {!result.success && !notice?.action && (
        <span css={hintText} id={`${id}-incomplete`}>
          {t('form.incomplete')}
        </span>
      )}
    </form>
  );
}

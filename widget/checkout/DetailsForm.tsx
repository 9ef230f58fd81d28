import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { contactSchema, type ContactFormValues } from '../../shared/validation/contactSchema.ts';
import { MESSAGE_MAX } from '../../shared/validation/limits.ts';
import { defaultPhoneCountry, validatePhone } from '../../shared/validation/phone.ts';
import { toFieldErrors } from '../../shared/validation/toFieldErrors.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { choice, field, form, hintText, nameRow, privacy } from './checkoutStyles.ts';
import { MessageField } from './MessageField.tsx';
import { PayMethodField } from './PayMethodField.tsx';
import { PhoneField } from './PhoneField.tsx';
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
  /** A failure without a code: the guest stays here, told to try again (doc 1 §8). */
  failure: 'tryAgain' | 'noConnection' | null;
  onPrivacy(): void;
  onSubmit(values: ContactFormValues, country: string): void;
}

type Values = InitialContact & { payMethod: number | null };
type Name = keyof Values;

/** The contact form of the details step (doc 1 §2 Details, §5 Contact), checked on blur. */
export function DetailsForm(props: DetailsFormProps) {
  const { t } = props;
  const id = useId();
  const [values, setValues] = useState<Values>(() => ({
    ...props.initial,
    // The only method is chosen for the guest; between several the guest chooses.
    payMethod: props.payMethods.length === 1 ? props.payMethods[0]!.value : null,
  }));
  const [country, setCountry] = useState(() =>
    defaultPhoneCountry(props.initial.mobile, props.language),
  );
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

  const leavePhone = () => {
    leave('mobile')();
    // A number typed with its + prefix picks its own country (doc 1 §5 default country).
    const typed = values.mobile.trim();
    if (!typed.startsWith('+')) return;
    const detected = defaultPhoneCountry(typed, props.language);
    if (detected !== country && validatePhone(typed, detected) === null) setCountry(detected);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (result.success && !props.busy) props.onSubmit(result.output, country);
  };

  const text = (name: 'fname' | 'lname' | 'email' | 'customerName', autoComplete: string) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={t(`form.${name}`)}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      value={values[name]}
      error={errorOf(name)}
      onValue={set(name)}
      onBlur={leave(name)}
    />
  );

  return (
    <form
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
      {props.failure && (
        <Alert kind="error" title={t(`failure.${props.failure}.title`)}>
          {t(`failure.${props.failure}.text`)}
        </Alert>
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        wide
        disabled={!result.success}
        loading={props.busy}
        aria-describedby={result.success ? undefined : `${id}-incomplete`}
        data-testid="details-submit"
      >
        {props.submitLabel}
      </Button>
      {!result.success && (
        <span css={hintText} id={`${id}-incomplete`}>
          {t('form.incomplete')}
        </span>
      )}
    </form>
  );
}

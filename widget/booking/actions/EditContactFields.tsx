import { useEffect, useId, useRef, useState } from 'react';
import { useEffectEvent } from '../../platform/useEffectEvent.ts';
import * as v from 'valibot';
import { contactSchema } from '../../../shared/validation/contactSchema.ts';
import { defaultPhoneCountry, validatePhone } from '../../fields/phonePlans.ts';
import { toFieldErrors } from '../../../shared/validation/toFieldErrors.ts';
import { nameRow } from '../../checkout/checkoutStyles.ts';
import { PhoneField } from '../../checkout/PhoneField.tsx';
import { usePhoneZonesPending } from '../../checkout/phoneZones.ts';
import { TextField } from '../../checkout/TextField.tsx';
import type { ActionsT } from './ActionsT.ts';

export interface ContactDraft {
  fname: string;
  lname: string;
  email: string;
  mobile: string;
}

interface EditContactFieldsProps {
  /** The checkout namespace: the same labels and messages as the booking's contact form. */
  checkoutT: ActionsT;
  language: string;
  value: ContactDraft;
  onChange(value: ContactDraft, valid: boolean, country: string): void;
}

type Name = keyof ContactDraft;

/**
 * The contact fields of the edit modal (doc 2 §4 Edit, §5 "Edit contact: same rules as the
 * booking contact form"): the checkout's fields and schema, checked on blur.
 */
export function EditContactFields({
  checkoutT: t,
  language,
  value,
  onChange,
}: EditContactFieldsProps) {
  const id = useId();
  const [country, setCountry] = useState(() => defaultPhoneCountry(value.mobile, language));
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const schemaFor = (phoneCountry: string) =>
    contactSchema({
      showCompanyName: false,
      requirePayMethod: false,
      checkPhone: (mobile) => validatePhone(mobile, phoneCountry),
    });
  const check = (next: ContactDraft, phoneCountry: string) =>
    v.safeParse(schemaFor(phoneCountry), { ...next, message: '', newsletter: false });
  const result = check(value, country);
  // The number's plans arrive by zone: until they are in, the contact cannot be saved; once
  // they are, the form tells its validity again (checked in full now).
  const phonePending = usePhoneZonesPending(value.mobile, [country]);
  const report = (next: ContactDraft, phoneCountry: string) =>
    onChange(next, !phonePending && check(next, phoneCountry).success, phoneCountry);
  const reportArrival = useEffectEvent(() => report(value, country));
  const wasPending = useRef(phonePending);
  useEffect(() => {
    if (wasPending.current && !phonePending) reportArrival();
    wasPending.current = phonePending;
  }, [phonePending]);
  const errors = result.success ? [] : toFieldErrors(result.issues);
  const errorOf = (name: Name) => {
    const error = touched[name] ? errors.find((e) => e.field === name) : undefined;
    return error ? t(error.key, error.params) : undefined;
  };
  const set = (name: Name) => (text: string) => {
    report({ ...value, [name]: text }, country);
  };
  const leave = (name: Name) => () => setTouched((current) => ({ ...current, [name]: true }));
  const text = (name: 'fname' | 'lname' | 'email', autoComplete: string) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={t(`form.${name}`)}
      type={name === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      value={value[name]}
      error={errorOf(name)}
      onValue={set(name)}
      onBlur={leave(name)}
    />
  );
  return (
    <>
      <div css={nameRow}>
        {text('fname', 'given-name')}
        {text('lname', 'family-name')}
      </div>
      <PhoneField
        id={`${id}-mobile`}
        label={t('form.mobile')}
        countryLabel={t('form.country')}
        language={language}
        country={country}
        value={value.mobile}
        error={errorOf('mobile')}
        onCountry={(next) => {
          setCountry(next);
          report(value, next);
          if (value.mobile.trim() !== '') leave('mobile')();
        }}
        onValue={set('mobile')}
        onBlur={leave('mobile')}
      />
      {text('email', 'email')}
    </>
  );
}

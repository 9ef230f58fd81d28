import { useEffect, useState } from 'react';
import * as v from 'valibot';
import type { ContactValues } from '../../shared/contact/contactValues.ts';
import { contactSchema, type ContactFormValues } from '../../shared/validation/contactSchema.ts';
import { defaultPhoneCountry, hasPhonePlan, validatePhone } from './phonePlans.ts';
import { toFieldErrors, type FieldError } from '../../shared/validation/toFieldErrors.ts';
import { useEffectEvent } from '../platform/useEffectEvent.ts';
import { phoneZonesSettled, usePhoneZonesPending } from './phoneZones.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';

type ContactName = keyof ContactValues;

export interface ContactFormOptions {
  /** The checkout namespace: its labels and messages are the contact form's everywhere. */
  t: Translate;
  language: string;
  initial: ContactValues;
  /** Fields whose message shows from the start, as if left: a venue's prefill (issue 50). */
  shown?: ContactName[] | undefined;
  /** The picker's country chosen before (a draft); else the number's own, else the language's. */
  country?: string | undefined;
  /** The venue's market as a country ('SE'): a number valid there is offered that country. */
  marketCountry?: string | undefined;
  showCompanyName: boolean;
  requirePayMethod: boolean;
  /**
   * Told of the values on every change, with the picker's country and whether they can go
   * now: valid, and checked with their phone plans in.
   */
  onChange?(values: ContactValues, country: string, ready: boolean): void;
}

/**
 * The contact form's state and rules (doc 1 §5 Contact; doc 2 §5 "Edit contact: same rules as
 * the booking contact form"), for the details step and the booking page's edit dialog alike:
 * the valibot schema, the phone's country (its + prefix picks it), the market's offer, errors
 * shown once a field is left or a submit is tried, and the focus on the first of them.
 */
export function useContactForm(options: ContactFormOptions) {
  const { t, language, marketCountry: market } = options;
  const [values, setValues] = useState(options.initial);
  const [country, setCountry] = useState(
    () => options.country || defaultPhoneCountry(options.initial.mobile, language),
  );
  const [touched, setTouched] = useState<Partial<Record<ContactName, boolean>>>(() =>
    Object.fromEntries((options.shown ?? []).map((name) => [name, true])),
  );
  const schema = contactSchema({
    showCompanyName: options.showCompanyName,
    requirePayMethod: options.requirePayMethod,
    checkPhone: (value) => validatePhone(value, country),
  });
  const result = v.safeParse(schema, values);
  const errors = result.success ? [] : toFieldErrors(result.issues);
  // The plans the number is checked with arrive by zone; the form sends nothing before them.
  const typed = values.mobile.trim();
  const phonePending = usePhoneZonesPending(typed, [country, market]);
  const ready = result.success && !phonePending;

  const onChange = useEffectEvent((next: ContactValues, nextCountry: string, nextReady: boolean) =>
    options.onChange?.(next, nextCountry, nextReady),
  );
  useEffect(() => onChange(values, country, ready), [values, country, ready]);

  // The message shown is the one the field had when it was left or a submit was tried: it is
  // not rewritten while the guest types (it goes once the value is right), and it is an alert
  // only from a submit to the next keystroke (issue 52: errors interrupted typing).
  const [seen, setSeen] = useState<Partial<Record<string, FieldError>>>({});
  const [alert, setAlert] = useState({ submits: 0, on: false });
  const errorOf = (name: ContactName) => {
    const error = touched[name] ? errors.find((e) => e.field === name) : undefined;
    const shown = error && (seen[name] ?? error);
    return shown ? t(shown.key, shown.params) : undefined;
  };
  const set = (name: ContactName) => (value: string | number | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setAlert((current) => (current.on ? { ...current, on: false } : current));
  };
  const leave = (name: ContactName) => () => {
    setTouched((current) => ({ ...current, [name]: true }));
    setSeen((current) => ({ ...current, [name]: errors.find((e) => e.field === name) }));
  };

  // A number typed with its + prefix picks its own country (doc 1 §5 default country) when the
  // guest leaves the field: at once when its zone is in (it is asked for from the first digit),
  // else once it is.
  const detectCountry = (left: string) => {
    const detected = defaultPhoneCountry(left, language);
    if (hasPhonePlan(detected) && validatePhone(left, detected) === null) setCountry(detected);
  };
  const leavePhone = () => {
    leave('mobile')();
    const left = typed;
    if (!left.startsWith('+')) return;
    if (!phonePending) detectCountry(left);
    else void phoneZonesSettled(left).then(() => detectCountry(left));
  };
  const chooseCountry = (next: string) => {
    setCountry(next);
    // The number's message is the new country's, read once it is set.
    if (typed !== '') setTouched((current) => ({ ...current, mobile: true }));
    setSeen((current) => ({ ...current, mobile: undefined }));
  };

  // A number refused for the chosen country but valid in the venue's (a Swedish guest on an
  // English page, where the picker starts at GB) is offered that country (issue 36).
  const suggest =
    market &&
    market !== country &&
    typed &&
    errorOf('mobile') &&
    hasPhonePlan(market) &&
    !validatePhone(typed, market)
      ? market
      : undefined;

  /**
   * A submit of `form` tried: the checked values when they can go; else every missing or wrong
   * field shows its message and the first takes the focus (WCAG 3.3.1), and null.
   */
  const attempt = (form: HTMLFormElement): ContactFormValues | null => {
    if (result.success) return result.output;
    setTouched(Object.fromEntries(errors.map((e) => [e.field, true])));
    setSeen(Object.fromEntries(errors.map((e) => [e.field, e])));
    setAlert((current) => ({ submits: current.submits + 1, on: true }));
    const first = errors[0]?.field;
    form.querySelector<HTMLElement>(`[name="${first}"],[name$="-${first}"]`)?.focus();
    return null;
  };

  return {
    values,
    set,
    leave,
    errorOf,
    /** For {@link FieldError}: the submit's number while its messages are alerts, else 0. */
    alert: alert.on ? alert.submits : 0,
    valid: result.success,
    phonePending,
    attempt,
    phone: { country, suggest, onCountry: chooseCountry, onBlur: leavePhone },
  };
}

export type ContactForm = ReturnType<typeof useContactForm>;

import { useId } from 'react';
import { MESSAGE_MAX } from '../../shared/validation/limits.ts';
import { choice, field, nameRow } from './fieldStyles.ts';
import { MessageField } from './MessageField.tsx';
import { PhoneField } from './PhoneField.tsx';
import { TextField } from './TextField.tsx';
import type { ContactForm, ContactFormOptions } from './useContactForm.ts';

interface ContactFieldsProps {
  form: ContactForm;
  t: ContactFormOptions['t'];
  language: string;
  showCompanyName?: boolean;
  showMessage?: boolean;
  showNewsletter?: boolean;
}

/**
 * The guest's contact fields (doc 1 §5 Contact), drawn from a {@link useContactForm}: names,
 * mobile with its country, e-mail, and the company name, message and newsletter where asked.
 */
export function ContactFields({ form, t, language, ...show }: ContactFieldsProps) {
  const id = useId();
  const { values, set, leave, errorOf } = form;
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
      alert={form.alert}
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
        value={values.mobile}
        error={errorOf('mobile')}
        alert={form.alert}
        onValue={set('mobile')}
        {...form.phone}
        suggestLabel={(option) => t('form.useCountry', { choice: option })}
      />
      {text('email', 'email')}
      {show.showCompanyName && text('customerName', 'organization')}
      {show.showMessage && (
        <MessageField
          id={`${id}-message`}
          label={t('form.message')}
          counterLabel={t('form.messageCount', { count: MESSAGE_MAX - values.message.length })}
          value={values.message}
          error={errorOf('message')}
          alert={form.alert}
          onValue={set('message')}
          onBlur={leave('message')}
        />
      )}
      {show.showNewsletter && (
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
    </>
  );
}

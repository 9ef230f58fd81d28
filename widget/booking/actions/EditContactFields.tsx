import type { FormEvent, KeyboardEvent } from 'react';
import type { ContactValues } from '../../../shared/contact/contactValues.ts';
import { marketOf } from '../../../shared/money/marketOf.ts';
import { ContactFields } from '../../fields/ContactFields.tsx';
import { form as formStyle } from '../../fields/fieldStyles.ts';
import { useContactForm } from '../../fields/useContactForm.ts';
import { useWidget } from '../../hooks/useWidget.ts';
import type { Translate } from '../../../shared/i18n/Translate.ts';

/** The part of the contact the edit dialog changes (doc 2 §4 Edit). */
type EditedContact = Pick<ContactValues, 'fname' | 'lname' | 'email' | 'mobile'>;

interface EditContactFieldsProps {
  /** The checkout namespace: the same labels and messages as the booking's contact form. */
  checkoutT: Translate;
  language: string;
  /** The booking's contact as the dialog opened it. */
  value: EditedContact;
  onChange(value: EditedContact, valid: boolean, country: string): void;
  /** Enter in a field, once the contact is valid: the dialog's save. */
  onSave(): void;
}

/**
 * The contact form of the edit dialog (doc 2 §4 Edit, §5 "Edit contact: same rules as the
 * booking contact form"): the details step's fields and hook, so the same schema, phone country
 * rule, market offer, required fields, and focus on the first error when a save is tried.
 */
export function EditContactFields({
  checkoutT: t,
  language,
  value,
  onChange,
  onSave,
}: EditContactFieldsProps) {
  const { system } = useWidget();
  const form = useContactForm({
    t,
    language,
    initial: { ...value, message: '', newsletter: false, customerName: '', payMethod: null },
    marketCountry: marketOf(system).toUpperCase(),
    showCompanyName: false,
    requirePayMethod: false,
    onChange: ({ fname, lname, email, mobile }, country, ready) =>
      onChange({ fname, lname, email, mobile }, ready, country),
  });
  // The dialog's Save stays off while the contact is not valid (doc 2 §4 Edit); Enter in a
  // field is the save tried, as in the booking's form.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.attempt(event.currentTarget) && !form.phonePending) onSave();
  };
  const enter = (event: KeyboardEvent<HTMLFormElement>) => {
    const inField = event.target instanceof HTMLInputElement;
    if (event.key !== 'Enter' || !inField || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };
  return (
    <form
      css={formStyle}
      noValidate
      onSubmit={submit}
      onKeyDown={enter}
      data-testid="edit-contact-form"
    >
      <ContactFields form={form} t={t} language={language} />
    </form>
  );
}

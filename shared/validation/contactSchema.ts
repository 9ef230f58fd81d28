import * as v from 'valibot';
import type { ContactValues } from '../contact/contactValues.ts';
import { PayMethod } from '../enums.ts';
import { fields } from './fields.ts';
import { validationMessage as m, type ValidationMessage } from './validationMessage.ts';

export interface ContactSchemaOptions {
  /** The venue shows the company-name field (unit setting displayCustomerName). */
  showCompanyName: boolean;
  /** Prepayment applies, so a payment method must be chosen. */
  requirePayMethod: boolean;
  /**
   * Checks the mobile number for the selected country, e.g.
   * `(value) => validatePhone(value, country)` from the lazily loaded phone module.
   * Without it only presence is checked.
   */
  checkPhone?: (value: string) => ValidationMessage | null;
}

/** The contact form after validation: names and e-mail trimmed, unused fields dropped. */
export type ContactFormValues = Omit<ContactValues, 'customerName' | 'payMethod'> & {
  customerName?: string | undefined;
  payMethod?: PayMethod | undefined;
};

const payMethods = Object.values(PayMethod);
// Hidden fields may still hold stale values; they must not reach the booking.
const ignored = v.pipe(
  v.optional(v.unknown()),
  v.transform((): undefined => undefined),
);

const payMethodRequired = m('validation.payMethodRequired');
// A missing key would skip the pipe; the null default sends it through the check.
const payMethod = v.pipe(
  v.optional(v.nullable(v.picklist(payMethods, payMethodRequired)), null),
  v.check((value) => value !== null, payMethodRequired),
);

/** The contact form schema of the details step and of the edit-contact modal. */
export function contactSchema({
  showCompanyName,
  requirePayMethod,
  checkPhone,
}: ContactSchemaOptions): v.GenericSchema<unknown, ContactFormValues> {
  const mobile = v.pipe(
    fields.requiredText,
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed || !checkPhone) return;
      const problem = checkPhone(dataset.value);
      if (problem) addIssue({ message: m(problem.key, problem.params) });
    }),
  );
  return v.object({
    fname: fields.personName,
    lname: fields.personName,
    email: fields.email,
    mobile,
    message: fields.guestMessage,
    newsletter: v.optional(v.boolean(), false),
    customerName: showCompanyName ? fields.companyName : ignored,
    payMethod: requirePayMethod ? payMethod : ignored,
  }) as v.GenericSchema<unknown, ContactFormValues>;
}

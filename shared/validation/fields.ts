import * as v from 'valibot';
import { hasForbiddenScript } from './hasForbiddenScript.ts';
import { MESSAGE_MAX, NAME_MAX, NAME_MIN } from './limits.ts';
import { validationMessage as m } from './validationMessage.ts';

/*
 * Field schemas shared by the contact, booking-request and proposal forms. Each pipe lists
 * the most basic problem first, since only the first issue of a field is shown.
 */

const required = m('validation.required');
// One number per message, so it goes through plural selection (issue 17).
const tooShort = m('validation.tooShort', { count: NAME_MIN });
const tooLong = m('validation.tooLong', { count: NAME_MAX });

/** A required string, trimmed; blank counts as missing. */
const requiredText = v.pipe(v.string(required), v.trim(), v.nonEmpty(required));

/** First or last name: 2-50 characters, no digits, no CJK or Arabic script. */
const personName = v.pipe(
  requiredText,
  v.minLength(NAME_MIN, tooShort),
  v.maxLength(NAME_MAX, tooLong),
  v.regex(/^\P{Nd}*$/u, m('validation.nameDigits')),
  v.check((text) => !hasForbiddenScript(text), m('validation.nameScript')),
);

/** Company name: 2-50 characters of ASCII letters, åäöæø, digits and spaces. */
const companyName = v.pipe(
  requiredText,
  v.minLength(NAME_MIN, tooShort),
  v.maxLength(NAME_MAX, tooLong),
  v.regex(/^[A-Za-z0-9 åäöÅÄÖæÆøØ]*$/, m('validation.companyNameChars')),
);

const email = v.pipe(requiredText, v.email(m('validation.emailInvalid')));

const messageTooLong = m('validation.messageTooLong', { count: MESSAGE_MAX });

/** Free-text guest message: optional, at most 255 characters, no CJK or Arabic script. */
const guestMessage = v.nullish(
  v.pipe(
    v.string(m('validation.invalid')),
    v.maxLength(MESSAGE_MAX, messageTooLong),
    v.check((text) => !hasForbiddenScript(text), m('validation.messageScript')),
  ),
  '',
);

/** Proposal decline message: required, at most 255 characters. */
const declineMessage = v.pipe(requiredText, v.maxLength(MESSAGE_MAX, messageTooLong));

/** The field schemas the form schemas are built from. */
export const fields = {
  requiredText,
  personName,
  companyName,
  email,
  guestMessage,
  declineMessage,
};

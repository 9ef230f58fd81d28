import type { ContactValues } from './contactValues.ts';

/** A venue's prefill of the guest's contact (issue 50): the element's attributes, as strings. */
export interface ContactPrefill {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}

const FIELDS = [
  ['fname', 'firstName'],
  ['lname', 'lastName'],
  ['email', 'email'],
  ['mobile', 'phone'],
] as const;

/**
 * The contact the details step starts with: the venue's prefill fills a field only where the
 * booking holds nothing yet, so it never covers what the guest typed (a draft goes over this
 * too). `filled` names the fields it filled: they are checked at once, as a field the guest has
 * left, so a wrong prefill shows its message instead of waiting for the submit.
 */
export function prefillContact(
  values: ContactValues,
  prefill: ContactPrefill,
): { values: ContactValues; filled: (keyof ContactValues)[] } {
  const next = { ...values };
  const filled: (keyof ContactValues)[] = [];
  for (const [field, option] of FIELDS) {
    const given = prefill[option]?.trim();
    if (!given || next[field].trim() !== '') continue;
    next[field] = given;
    filled.push(field);
  }
  return { values: next, filled };
}

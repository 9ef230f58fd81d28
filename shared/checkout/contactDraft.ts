/** What the guest has typed on the details step, kept for the held booking it belongs to. */
export interface ContactDraft {
  fname: string;
  lname: string;
  email: string;
  mobile: string;
  /** The phone's calling-code country, as chosen in the picker. */
  country: string;
  message: string;
  newsletter: boolean;
  customerName: string;
  payMethod: number | null;
}

// Longer than any field accepts: a stored draft never carries more than a form could.
const MAX_TEXT = 320;
const TEXT_FIELDS = [
  'fname',
  'lname',
  'email',
  'mobile',
  'country',
  'message',
  'customerName',
] as const;

/**
 * Reads a draft kept in session storage (issue 31: typed data survives a reload, a dropped
 * connection and the payment terminal). Storage is input like any other: a draft of another
 * booking, or one that is not what we wrote, reads as none, and only known fields of the
 * right type come back.
 */
export function readContactDraft(raw: string | null, bookingId: string): ContactDraft | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { bookingId: owner, values } = parsed as { bookingId?: unknown; values?: unknown };
  if (owner !== bookingId || typeof values !== 'object' || values === null) return null;
  const record = values as Record<string, unknown>;
  const draft: ContactDraft = {
    fname: '',
    lname: '',
    email: '',
    mobile: '',
    country: '',
    message: '',
    newsletter: record.newsletter === true,
    customerName: '',
    payMethod:
      typeof record.payMethod === 'number' && Number.isInteger(record.payMethod)
        ? record.payMethod
        : null,
  };
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') draft[field] = value.slice(0, MAX_TEXT);
  }
  return draft;
}

/** The stored form of a draft, bound to its booking. */
export function contactDraftJson(bookingId: string, values: ContactDraft): string {
  return JSON.stringify({ bookingId, values });
}

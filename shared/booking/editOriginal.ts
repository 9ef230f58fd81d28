import type { EditableValues } from './isEditSaveEnabled.ts';

interface BookedArticleLike {
  ruleId?: number | null;
  start: string;
}

interface ContactLike {
  fname?: string | null;
  lname?: string | null;
  email?: string | null;
  mobile?: string | null;
  newsletter?: boolean | null;
}

export interface EditOriginalInput {
  guests: number;
  start: string;
  articles: readonly BookedArticleLike[];
  contact?: ContactLike | null;
  message?: string | null;
}

/**
 * The values the edit modal starts from and compares with (doc 2 §2 "Going back resets", §4
 * Edit): the booked time is that of the first article with a rule (a web booking's), else of
 * the first article, else the booking's start; a missing contact reads as empty fields.
 */
export function editOriginal(booking: EditOriginalInput): EditableValues {
  const first = booking.articles.find((a) => a.ruleId !== null) ?? booking.articles[0];
  const contact = booking.contact;
  return {
    guests: booking.guests,
    start: first?.start ?? booking.start,
    ruleId: first?.ruleId ?? null,
    contact: {
      fname: contact?.fname ?? '',
      lname: contact?.lname ?? '',
      email: contact?.email ?? '',
      mobile: contact?.mobile ?? '',
      newsletter: contact?.newsletter ?? false,
    },
    message: booking.message,
  };
}

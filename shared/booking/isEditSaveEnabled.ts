export type EditType = 'time' | 'guests' | 'contact' | 'message';

export interface EditableValues {
  guests: number;
  /** Start of the chosen time (ISO). */
  start: string;
  ruleId?: number | null;
  contact: {
    fname?: string | null;
    lname?: string | null;
    email?: string | null;
    mobile?: string | null;
    newsletter?: boolean | null;
  };
  message?: string | null;
}

export interface EditSaveInput {
  type: EditType;
  original: EditableValues;
  draft: EditableValues;
  /** Result of the contact or message form validation; ignored for time and guests. */
  formValid: boolean;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim() === (b ?? '').trim();

/** Save in the edit modal is enabled only when the chosen kind of value really changed. */
export function isEditSaveEnabled({ type, original, draft, formValid }: EditSaveInput): boolean {
  switch (type) {
    case 'guests':
      return draft.guests !== original.guests;
    case 'time':
      return (
        !same(draft.start, original.start) || (draft.ruleId ?? null) !== (original.ruleId ?? null)
      );
    case 'message':
      return formValid && !same(draft.message, original.message);
    case 'contact': {
      const a = original.contact;
      const b = draft.contact;
      const changed =
        !same(a.fname, b.fname) ||
        !same(a.lname, b.lname) ||
        !same(a.email, b.email) ||
        !same(a.mobile, b.mobile) ||
        Boolean(a.newsletter) !== Boolean(b.newsletter);
      return formValid && changed;
    }
  }
}

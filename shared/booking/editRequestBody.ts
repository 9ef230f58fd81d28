import type { EditBookingRequest } from '../contract/bookingMutations.ts';
import { editContactBody, type EditContactContext } from './editContactBody.ts';
import type { EditableValues, EditType } from './isEditSaveEnabled.ts';

/**
 * The body of the edit request for the kind of value the guest changed (doc 2 §4 Edit, §7
 * "update booking: timesToUpdate [{start, ruleId}], guests, messageOverride, contact"): only that
 * value is sent.
 */
export function editRequestBody(
  type: EditType,
  draft: EditableValues,
  contact: EditContactContext,
): EditBookingRequest {
  switch (type) {
    case 'time':
      return { timesToUpdate: [{ start: draft.start, ruleId: draft.ruleId ?? 0 }] };
    case 'guests':
      return { guests: draft.guests };
    case 'message':
      return { messageOverride: (draft.message ?? '').trim() };
    case 'contact':
      return { contact: editContactBody(draft.contact, contact) };
  }
}

import { describe, expect, it } from 'vitest';
import type { EditBookingRequest } from '../../../../shared/contract/index.ts';
import type { EditContactContext } from '../../../../shared/booking/editContactBody.ts';
import { editRequestBody } from '../../../../shared/booking/editRequestBody.ts';
import type { EditableValues, EditType } from '../../../../shared/booking/isEditSaveEnabled.ts';

const draft: EditableValues = {
  guests: 5,
  start: '2026-11-21T19:00:00',
  ruleId: 8,
  contact: {
    fname: ' Anna ',
    lname: 'Berg',
    email: 'anna@example.com ',
    mobile: '070-123 45 67',
    newsletter: true,
  },
  message: '  Window table please ',
};
const contact: EditContactContext = {
  phoneCountry: 'SE',
  message: 'From the booking',
  internationalPhone: (value, country) => `${country}:${value}`,
};

describe('editRequestBody', () => {
  it.each<[string, EditType, EditableValues, EditBookingRequest]>([
    [
      'doc2 §4 Edit, §7 update booking: a time sends timesToUpdate [{start, ruleId}] only',
      'time',
      draft,
      { timesToUpdate: [{ start: '2026-11-21T19:00:00', ruleId: 8 }] },
    ],
    [
      'doc2 §7 update booking: a time with no rule id sends rule 0',
      'time',
      { ...draft, ruleId: null },
      { timesToUpdate: [{ start: '2026-11-21T19:00:00', ruleId: 0 }] },
    ],
    [
      'doc2 §4 Edit, §7 update booking: a party size sends guests only',
      'guests',
      draft,
      { guests: 5 },
    ],
    [
      'doc2 §4 Edit, §7 update booking: a message sends messageOverride, trimmed',
      'message',
      draft,
      { messageOverride: 'Window table please' },
    ],
    [
      'doc2 §5 Message optional: an emptied message sends an empty messageOverride',
      'message',
      { ...draft, message: null },
      { messageOverride: '' },
    ],
    [
      'doc2 §4 Edit, §5 Edit contact: a contact sends the contact only (editContactBody)',
      'contact',
      draft,
      {
        contact: {
          fname: 'Anna',
          lname: 'Berg',
          email: 'anna@example.com',
          mobile: 'SE:070-123 45 67',
          newsletter: true,
          message: 'From the booking',
        },
      },
    ],
  ])('%s', (_name, type, values, expected) => {
    const body = editRequestBody(type, values, contact);
    expect(body).toEqual(expected);
    // STYLE 7: what crosses to the API is plain JSON.
    expect(JSON.parse(JSON.stringify(structuredClone(body)))).toEqual(expected);
  });
});

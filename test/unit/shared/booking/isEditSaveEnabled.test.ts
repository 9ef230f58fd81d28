import { describe, expect, it } from 'vitest';
import {
  isEditSaveEnabled,
  type EditSaveInput,
  type EditableValues,
} from '../../../../shared/booking/isEditSaveEnabled.ts';

const original: EditableValues = {
  guests: 4,
  start: '2026-11-21T18:00:00',
  ruleId: 3,
  contact: {
    fname: 'Anna',
    lname: 'Berg',
    email: 'anna@example.com',
    mobile: '+46701234567',
    newsletter: false,
  },
  message: 'Window table please',
};
const withContact = (patch: Partial<EditableValues['contact']>) => ({
  ...original,
  contact: { ...original.contact, ...patch },
});

describe('isEditSaveEnabled', () => {
  it.each<[string, EditSaveInput, boolean]>([
    [
      'doc2 §4 Edit save: guests unchanged',
      { type: 'guests', original, draft: original, formValid: true },
      false,
    ],
    [
      'doc2 §4 Edit save: guests changed',
      { type: 'guests', original, draft: { ...original, guests: 5 }, formValid: false },
      true,
    ],
    [
      'doc2 §4 Edit save: time unchanged',
      { type: 'time', original, draft: original, formValid: true },
      false,
    ],
    [
      'doc2 §4 Edit save: time changed',
      {
        type: 'time',
        original,
        draft: { ...original, start: '2026-11-21T19:00:00' },
        formValid: true,
      },
      true,
    ],
    [
      'doc2 §4 Edit save: same start in another rule',
      { type: 'time', original, draft: { ...original, ruleId: 8 }, formValid: true },
      true,
    ],
    [
      'doc2 §4 Edit save: contact unchanged',
      { type: 'contact', original, draft: original, formValid: true },
      false,
    ],
    [
      'doc2 §4 Edit save: contact changed and valid',
      {
        type: 'contact',
        original,
        draft: withContact({ mobile: '+46709999999' }),
        formValid: true,
      },
      true,
    ],
    [
      'doc2 §4 Edit save: contact changed but invalid',
      { type: 'contact', original, draft: withContact({ email: 'anna@' }), formValid: false },
      false,
    ],
    [
      'doc2 §4 Edit save: only surrounding spaces is no change',
      { type: 'contact', original, draft: withContact({ fname: ' Anna ' }), formValid: true },
      false,
    ],
    [
      'doc2 §4 Edit save: newsletter tick is a contact change',
      { type: 'contact', original, draft: withContact({ newsletter: true }), formValid: true },
      true,
    ],
    [
      'doc2 §4 Edit save: guests change does not enable contact save',
      { type: 'contact', original, draft: { ...original, guests: 6 }, formValid: true },
      false,
    ],
    [
      'doc2 §4 Edit save: message changed and valid',
      { type: 'message', original, draft: { ...original, message: 'Birthday' }, formValid: true },
      true,
    ],
    [
      'doc2 §4 Edit save: message changed but invalid',
      {
        type: 'message',
        original,
        draft: { ...original, message: 'x'.repeat(256) },
        formValid: false,
      },
      false,
    ],
    [
      'doc2 §4 Edit save: message unchanged',
      { type: 'message', original, draft: original, formValid: true },
      false,
    ],
  ])('%s', (_name, input, expected) => {
    expect(isEditSaveEnabled(input)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { editOriginal, type EditOriginalInput } from '../../../../shared/booking/editOriginal.ts';
import type { EditableValues } from '../../../../shared/booking/isEditSaveEnabled.ts';

const booking: EditOriginalInput = {
  guests: 4,
  start: '2026-11-21T17:30:00',
  articles: [
    { ruleId: null, start: '2026-11-21T17:30:00' },
    { ruleId: 3, start: '2026-11-21T18:00:00' },
    { ruleId: 5, start: '2026-11-21T20:00:00' },
  ],
  contact: {
    fname: 'Anna',
    lname: 'Berg',
    email: 'anna@example.com',
    mobile: '+46701234567',
    newsletter: true,
  },
  message: 'Window table please',
};
const contact = {
  fname: 'Anna',
  lname: 'Berg',
  email: 'anna@example.com',
  mobile: '+46701234567',
  newsletter: true,
};
const empty = { fname: '', lname: '', email: '', mobile: '', newsletter: false };

describe('editOriginal', () => {
  it.each<[string, EditOriginalInput, EditableValues]>([
    [
      'doc2 §4 Edit: the booked time is the first article with a rule (a web booking’s)',
      booking,
      {
        guests: 4,
        start: '2026-11-21T18:00:00',
        ruleId: 3,
        contact,
        message: 'Window table please',
      },
    ],
    [
      'doc2 §4 Edit: with no rule article, the first article’s time and no rule',
      { ...booking, articles: [{ ruleId: null, start: '2026-11-21T19:00:00' }] },
      {
        guests: 4,
        start: '2026-11-21T19:00:00',
        ruleId: null,
        contact,
        message: 'Window table please',
      },
    ],
    [
      'doc2 §3 Booking: with no articles, the booking’s own start',
      { ...booking, articles: [] },
      {
        guests: 4,
        start: '2026-11-21T17:30:00',
        ruleId: null,
        contact,
        message: 'Window table please',
      },
    ],
    [
      'doc2 §2 Edit booking modal: no contact reads as empty fields and no newsletter tick',
      { ...booking, contact: null, message: '' },
      { guests: 4, start: '2026-11-21T18:00:00', ruleId: 3, contact: empty, message: '' },
    ],
    [
      'doc2 §2 Edit booking modal: missing contact fields read as empty',
      { ...booking, contact: { fname: 'Anna', mobile: null, newsletter: null } },
      {
        guests: 4,
        start: '2026-11-21T18:00:00',
        ruleId: 3,
        contact: { ...empty, fname: 'Anna' },
        message: 'Window table please',
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(editOriginal(input)).toEqual(expected);
  });
});

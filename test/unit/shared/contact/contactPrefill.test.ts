import { describe, expect, it } from 'vitest';
import type { ContactValues } from '../../../../shared/contact/contactValues.ts';
import { prefillContact, type ContactPrefill } from '../../../../shared/contact/contactPrefill.ts';

const empty: ContactValues = {
  fname: '',
  lname: '',
  email: '',
  mobile: '',
  message: '',
  newsletter: false,
  customerName: '',
  payMethod: null,
};

describe('issue 50: contact prefill (doc 1 §5 Contact: checked like typed input)', () => {
  it.each<[string, Partial<ContactValues>, ContactPrefill, Partial<ContactValues>, string[]]>([
    [
      'fills every empty field',
      {},
      { firstName: 'Ada', lastName: 'Lind', email: 'ada@example.se', phone: '+46701234567' },
      { fname: 'Ada', lname: 'Lind', email: 'ada@example.se', mobile: '+46701234567' },
      ['fname', 'lname', 'email', 'mobile'],
    ],
    [
      'never covers what the booking holds (typed before a refused payment)',
      { fname: 'Bo', email: 'bo@example.se' },
      { firstName: 'Ada', email: 'ada@example.se', phone: '0701234567' },
      { fname: 'Bo', email: 'bo@example.se', mobile: '0701234567' },
      ['mobile'],
    ],
    [
      'trims, and a blank prefill fills nothing',
      {},
      { firstName: '  Ada ', lastName: '   ' },
      { fname: 'Ada' },
      ['fname'],
    ],
    [
      'a wrong value goes in as typed, for the form to refuse',
      {},
      { email: 'not-an-address', firstName: '<script>x</script>' },
      { email: 'not-an-address', fname: '<script>x</script>' },
      ['fname', 'email'],
    ],
    ['no prefill', { lname: 'Lind' }, {}, { lname: 'Lind' }, []],
  ])('%s', (_name, held, prefill, expected, filled) => {
    const result = prefillContact({ ...empty, ...held }, prefill);
    expect(result.values).toEqual({ ...empty, ...expected });
    expect(result.filled).toEqual(filled);
  });
});

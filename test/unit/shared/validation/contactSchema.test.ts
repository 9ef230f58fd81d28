import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PayMethod } from '../../../../shared/enums.ts';
import {
  contactSchema,
  type ContactSchemaOptions,
} from '../../../../shared/validation/contactSchema.ts';
import { toFieldErrors, type FieldError } from '../../../../shared/validation/toFieldErrors.ts';

const valid = {
  fname: 'Anna',
  lname: 'Berg',
  email: 'anna@example.com',
  mobile: '070-123 45 67',
  message: '',
  newsletter: false,
};
const plain: ContactSchemaOptions = { showCompanyName: false, requirePayMethod: false };
const company: ContactSchemaOptions = { showCompanyName: true, requirePayMethod: false };
const prepay: ContactSchemaOptions = { showCompanyName: false, requirePayMethod: true };

const errorsOf = (options: ContactSchemaOptions, input: Record<string, unknown>) =>
  toFieldErrors(v.safeParse(contactSchema(options), { ...valid, ...input }).issues);

const tooShort = { key: 'validation.tooShort', params: { count: 2 } };
const tooLong = { key: 'validation.tooLong', params: { count: 50 } };

describe('contactSchema', () => {
  it.each<[string, ContactSchemaOptions, Record<string, unknown>, FieldError[]]>([
    ['doc1 §5 Contact: a complete contact is valid', plain, {}, []],
    [
      'doc1 §5 Email: required',
      plain,
      { email: '' },
      [{ field: 'email', key: 'validation.required' }],
    ],
    [
      'doc1 §5 Email: missing is required',
      plain,
      { email: undefined },
      [{ field: 'email', key: 'validation.required' }],
    ],
    [
      'doc1 §5 Email: invalid shape',
      plain,
      { email: 'anna@' },
      [{ field: 'email', key: 'validation.emailInvalid' }],
    ],
    ['doc1 §5 Email: spaces around are trimmed', plain, { email: ' anna@example.com ' }, []],
    [
      'doc1 §5 Names: first name required',
      plain,
      { fname: '   ' },
      [{ field: 'fname', key: 'validation.required' }],
    ],
    [
      'doc1 §5 Names: 1 character is too short',
      plain,
      { fname: 'A' },
      [{ field: 'fname', ...tooShort }],
    ],
    [
      'doc1 §5 Names: trimmed before length check',
      plain,
      { lname: ' B ' },
      [{ field: 'lname', ...tooShort }],
    ],
    ['doc1 §5 Names: 2 characters is enough', plain, { fname: 'Al' }, []],
    ['doc1 §5 Names: 50 characters is the maximum', plain, { lname: 'a'.repeat(50) }, []],
    [
      'doc1 §5 Names: 51 characters is too long',
      plain,
      { lname: 'a'.repeat(51) },
      [{ field: 'lname', ...tooLong }],
    ],
    [
      'doc1 §5 Names: no digits',
      plain,
      { fname: 'Anna2' },
      [{ field: 'fname', key: 'validation.nameDigits' }],
    ],
    [
      'doc1 §5 Names: accented letters and hyphen are fine',
      plain,
      { fname: 'Zoë-Åsa', lname: "O'Brien" },
      [],
    ],
    [
      'doc1 §5 Names: no Han characters',
      plain,
      { fname: '王小明' },
      [{ field: 'fname', key: 'validation.nameScript' }],
    ],
    [
      'doc1 §5 Names: no Hiragana',
      plain,
      { fname: 'さくら' },
      [{ field: 'fname', key: 'validation.nameScript' }],
    ],
    [
      'doc1 §5 Names: no Katakana',
      plain,
      { lname: 'サクラ' },
      [{ field: 'lname', key: 'validation.nameScript' }],
    ],
    [
      'doc1 §5 Names: no Hangul',
      plain,
      { lname: '김민준' },
      [{ field: 'lname', key: 'validation.nameScript' }],
    ],
    [
      'doc1 §5 Names: no Arabic',
      plain,
      { fname: 'محمد' },
      [{ field: 'fname', key: 'validation.nameScript' }],
    ],
    ['doc1 §5 Names: Cyrillic and Greek are allowed', plain, { fname: 'Иван', lname: 'Νίκος' }, []],
    ['doc1 §5 Message: optional', plain, { message: undefined }, []],
    ['doc2 §5 Message: null from a stored booking counts as empty', plain, { message: null }, []],
    ['doc1 §5 Message: 255 characters allowed', plain, { message: 'x'.repeat(255) }, []],
    [
      'doc1 §5 Message: 256 characters too long',
      plain,
      { message: 'x'.repeat(256) },
      [{ field: 'message', key: 'validation.messageTooLong', params: { count: 255 } }],
    ],
    [
      'doc1 §5 Message: no CJK',
      plain,
      { message: 'Allergy: 花生' },
      [{ field: 'message', key: 'validation.messageScript' }],
    ],
    [
      'doc1 §5 Message: no Arabic',
      plain,
      { message: 'شكرا' },
      [{ field: 'message', key: 'validation.messageScript' }],
    ],
    [
      'doc1 §5 Mobile: required',
      plain,
      { mobile: '' },
      [{ field: 'mobile', key: 'validation.required' }],
    ],
    ['doc1 §5 Company name: ignored when the flag is off', plain, { customerName: '!' }, []],
    [
      'doc1 §5 Company name: required when shown',
      company,
      {},
      [{ field: 'customerName', key: 'validation.required' }],
    ],
    [
      'doc1 §5 Company name: letters, digits, space and åäöæø',
      company,
      { customerName: 'Ærø Bygg 2 Åland' },
      [],
    ],
    [
      'doc1 §5 Company name: too short',
      company,
      { customerName: 'A' },
      [{ field: 'customerName', ...tooShort }],
    ],
    [
      'doc1 §5 Company name: too long',
      company,
      { customerName: 'A'.repeat(51) },
      [{ field: 'customerName', ...tooLong }],
    ],
    [
      'doc1 §5 Company name: punctuation not allowed',
      company,
      { customerName: 'Berg & Co.' },
      [{ field: 'customerName', key: 'validation.companyNameChars' }],
    ],
    [
      'doc1 §5 Company name: letters outside the list not allowed',
      company,
      { customerName: 'Müller AB' },
      [{ field: 'customerName', key: 'validation.companyNameChars' }],
    ],
    [
      'doc1 §5 Payment method: required under prepayment',
      prepay,
      {},
      [{ field: 'payMethod', key: 'validation.payMethodRequired' }],
    ],
    ['doc1 §5 Payment method: card accepted', prepay, { payMethod: PayMethod.CreditCard }, []],
    ['doc1 §5 Payment method: mobile accepted', prepay, { payMethod: PayMethod.Mobile }, []],
    [
      'doc1 §5 Payment method: unknown value rejected',
      prepay,
      { payMethod: 3 },
      [{ field: 'payMethod', key: 'validation.payMethodRequired' }],
    ],
    ['doc1 §5 Payment method: not needed without prepayment', plain, { payMethod: undefined }, []],
    [
      'doc1 §5 Contact: one error per field, several fields',
      plain,
      { fname: '', lname: 'B1', email: 'x' },
      [
        { field: 'fname', key: 'validation.required' },
        { field: 'lname', key: 'validation.nameDigits' },
        { field: 'email', key: 'validation.emailInvalid' },
      ],
    ],
  ])('%s', (_name, options, input, expected) => {
    expect(errorsOf(options, input)).toEqual(expected);
  });

  it('doc1 §5 Contact: output is trimmed and hidden fields are dropped', () => {
    const result = v.parse(contactSchema(plain), {
      ...valid,
      fname: '  Anna ',
      customerName: 'stale',
      payMethod: PayMethod.Invoice,
    });
    expect(result).toEqual({
      ...valid,
      fname: 'Anna',
      customerName: undefined,
      payMethod: undefined,
    });
  });

  it.each([
    [
      'doc1 §5 Mobile: the injected phone check decides validity',
      '12',
      [{ field: 'mobile', key: 'validation.phoneInvalid', params: { value: '12' } }],
    ],
    ['doc1 §5 Mobile: a number the phone check accepts', '0701234567', []],
  ])('%s', (_name, mobile, expected) => {
    const schema = contactSchema({
      ...plain,
      checkPhone: (value) =>
        value.length < 5 ? { key: 'validation.phoneInvalid', params: { value } } : null,
    });
    expect(toFieldErrors(v.safeParse(schema, { ...valid, mobile }).issues)).toEqual(expected);
  });
});

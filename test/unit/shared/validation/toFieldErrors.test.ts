import { describe, expect, it } from 'vitest';
import { toFieldErrors, type FieldError } from '../../../../shared/validation/toFieldErrors.ts';

type Issue = Parameters<typeof toFieldErrors>[0];

describe('toFieldErrors', () => {
  it.each<[string, Issue, FieldError[]]>([
    ['doc1 §5 Validation messages: no issues', undefined, []],
    [
      'doc1 §5 Validation messages: key without params',
      [{ message: 'validation.emailInvalid', path: [{ key: 'email' }] }],
      [{ field: 'email', key: 'validation.emailInvalid' }],
    ],
    [
      'doc1 §5 Validation messages: key with params',
      [{ message: 'validation.nameLength {"min":2,"max":50}', path: [{ key: 'fname' }] }],
      [{ field: 'fname', key: 'validation.nameLength', params: { min: 2, max: 50 } }],
    ],
    [
      'doc1 §5 Validation messages: first issue per field wins',
      [
        { message: 'validation.required', path: [{ key: 'fname' }] },
        { message: 'validation.nameLength {"min":2,"max":50}', path: [{ key: 'fname' }] },
      ],
      [{ field: 'fname', key: 'validation.required' }],
    ],
    [
      'doc1 §5 Validation messages: foreign message on a missing value reads as required',
      [
        {
          message: 'Invalid type: Expected string but received undefined',
          input: undefined,
          path: [{ key: 'lname' }],
        },
      ],
      [{ field: 'lname', key: 'validation.required' }],
    ],
    [
      'doc1 §5 Validation messages: foreign message on a value reads as invalid',
      [
        {
          message: 'Invalid type: Expected string but received 5',
          input: 5,
          path: [{ key: 'lname' }],
        },
      ],
      [{ field: 'lname', key: 'validation.invalid' }],
    ],
    [
      'doc1 §5 Validation messages: nested path joins keys',
      [{ message: 'validation.required', path: [{ key: 'contact' }, { key: 'email' }] }],
      [{ field: 'contact.email', key: 'validation.required' }],
    ],
    [
      'doc1 §5 Validation messages: issue on the whole form',
      [{ message: 'validation.invalid', input: 1 }],
      [{ field: '', key: 'validation.invalid' }],
    ],
  ])('%s', (_name, issues, expected) => {
    expect(toFieldErrors(issues)).toEqual(expected);
  });
});

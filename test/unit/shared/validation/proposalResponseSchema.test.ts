import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { proposalResponseSchema } from '../../../../shared/validation/proposalResponseSchema.ts';
import { toFieldErrors, type FieldError } from '../../../../shared/validation/toFieldErrors.ts';

const errorsOf = (input: unknown) =>
  toFieldErrors(v.safeParse(proposalResponseSchema, input).issues);

describe('proposalResponseSchema', () => {
  it.each<[string, unknown, FieldError[]]>([
    ['doc2 §5 Proposal: accept without a message', { accept: true }, []],
    ['doc2 §5 Proposal: accept with a message', { accept: true, message: 'Thanks' }, []],
    [
      'doc2 §5 Proposal: decline requires a message',
      { accept: false, message: '' },
      [{ field: 'message', key: 'validation.required' }],
    ],
    [
      'doc2 §4 Proposal: decline with blank message',
      { accept: false, message: '  ' },
      [{ field: 'message', key: 'validation.required' }],
    ],
    [
      'doc2 §4 Proposal: decline with missing message',
      { accept: false },
      [{ field: 'message', key: 'validation.required' }],
    ],
    ['doc2 §5 Proposal: decline with a message', { accept: false, message: 'Too late for us' }, []],
    ['doc2 §5 Proposal: decline message at 255', { accept: false, message: 'x'.repeat(255) }, []],
    [
      'doc2 §5 Proposal: decline message over 255',
      { accept: false, message: 'x'.repeat(256) },
      [{ field: 'message', key: 'validation.messageTooLong', params: { count: 255 } }],
    ],
    [
      'doc2 §5 Proposal: accept message over 255',
      { accept: true, message: 'x'.repeat(256) },
      [{ field: 'message', key: 'validation.messageTooLong', params: { count: 255 } }],
    ],
  ])('%s', (_name, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });
});

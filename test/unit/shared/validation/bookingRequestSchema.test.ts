import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookingRequestSchema } from '../../../../shared/validation/bookingRequestSchema.ts';
import { toFieldErrors, type FieldError } from '../../../../shared/validation/toFieldErrors.ts';

const schema = bookingRequestSchema({ maxWebGuests: 8 });
const errorsOf = (input: unknown) => toFieldErrors(v.safeParse(schema, input).issues);

describe('bookingRequestSchema', () => {
  it.each<[string, unknown, FieldError[]]>([
    [
      'doc1 §5 Booking request: guests at maxWebGuests+1 is valid',
      { guests: 9, guestsChildren: 0 },
      [],
    ],
    [
      'doc1 §5 Booking request: guests required',
      { guestsChildren: 0 },
      [{ field: 'guests', key: 'validation.required' }],
    ],
    [
      'doc1 §5 Booking request: empty guests input is required',
      { guests: '', guestsChildren: 0 },
      [{ field: 'guests', key: 'validation.required' }],
    ],
    [
      'doc1 §5 Booking request: guests must be a number',
      { guests: 'ten', guestsChildren: 0 },
      [{ field: 'guests', key: 'validation.number' }],
    ],
    [
      'doc1 §5 Booking request: guests must be whole',
      { guests: 9.5, guestsChildren: 0 },
      [{ field: 'guests', key: 'validation.number' }],
    ],
    [
      'doc1 §5 Booking request: guests at maxWebGuests is too few',
      { guests: 8, guestsChildren: 0 },
      [{ field: 'guests', key: 'validation.guestsMin', params: { count: 9 } }],
    ],
    [
      'doc1 §5 Booking request: numeric string guests accepted',
      { guests: '12', guestsChildren: '3' },
      [],
    ],
    ['doc1 §5 Booking request: children may be missing', { guests: 10 }, []],
    [
      'doc1 §5 Booking request: children at guests-1 is valid',
      { guests: 10, guestsChildren: 9 },
      [],
    ],
    [
      'doc1 §5 Booking request: children equal to guests is too many',
      { guests: 10, guestsChildren: 10 },
      [{ field: 'guestsChildren', key: 'validation.childrenMax', params: { count: 9 } }],
    ],
    [
      'doc1 §5 Booking request: children must be a number',
      { guests: 10, guestsChildren: 'two' },
      [{ field: 'guestsChildren', key: 'validation.number' }],
    ],
    [
      'doc1 §5 Booking request: children cannot be negative',
      { guests: 10, guestsChildren: -1 },
      [{ field: 'guestsChildren', key: 'validation.childrenMin' }],
    ],
  ])('%s', (_name, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('doc1 §5 Booking request: output holds numbers', () => {
    expect(v.parse(schema, { guests: '12', guestsChildren: '' })).toEqual({
      guests: 12,
      guestsChildren: 0,
    });
  });
});

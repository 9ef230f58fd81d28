import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema, validate } from '../../../../shared/contract/index.ts';

const Sample = v.object({
  a: v.object({ b: v.array(v.object({ c: v.number() })) }),
  status: v.picklist([0, 1, 6]),
  note: v.optional(v.pipe(v.string(), v.maxLength(3, 'expected at most 3 characters'))),
});

describe('validate names the field path in its message (DESIGN §3: 400 with a clear message)', () => {
  it.each<[string, unknown, string, string]>([
    [
      'DESIGN §3 nested array index',
      { a: { b: [{ c: 1 }, { c: 1 }, { c: 'x' }] }, status: 0 },
      'a.b[2].c',
      'Invalid field "a.b[2].c": expected number, received string',
    ],
    [
      'DESIGN §3 missing key',
      { a: { b: [] } },
      'status',
      'Invalid field "status": required field is missing',
    ],
    [
      'DESIGN §3 null where an object is required',
      { a: null, status: 0 },
      'a',
      'Invalid field "a": expected object, received null',
    ],
    [
      'DESIGN §3 array where an object is required',
      { a: { b: {} }, status: 0 },
      'a.b',
      'Invalid field "a.b": expected array, received object',
    ],
    [
      'DESIGN §3 enumeration shows the value',
      { a: { b: [] }, status: 2 },
      'status',
      'Invalid field "status": expected (0 | 1 | 6), received 2',
    ],
    [
      'DESIGN §3 validation action',
      { a: { b: [] }, status: 1, note: 'long' },
      'note',
      'Invalid field "note": expected at most 3 characters, received 4',
    ],
    ['DESIGN §3 root of the body', 'text', '', 'Invalid value: expected object, received string'],
  ])('%s', (_name, input, field, message) => {
    expect(validate(Sample, input)).toMatchObject({ ok: false, field, message });
  });

  it('DESIGN §3 reports every problem, the first one as field/message', () => {
    const result = validate(Sample, { a: { b: [{ c: 'x' }] }, status: 9 });
    expect(result.ok ? [] : result.issues.map((issue) => issue.field)).toEqual([
      'a.b[0].c',
      'status',
    ]);
  });

  it('DESIGN §3 success returns the parsed value without unknown fields', () => {
    expect(validate(Sample, { a: { b: [{ c: 1, d: 2 }] }, status: 6, extra: true })).toEqual({
      ok: true,
      value: { a: { b: [{ c: 1 }] }, status: 6 },
    });
  });
});

describe('ErrorBodySchema (doc1 §8 error codes)', () => {
  it.each([
    ['doc1 §8 TemporaryUnavailable stays 2', 2, 2],
    ['doc1 §8 PaymentError stays 19', 19, 19],
    ['doc1 §8 an unknown numeric code reads as Undefined', 42, 0],
  ])('%s', (_name, code, expected) => {
    const result = validate(ErrorBodySchema, { code, message: 'x' });
    expect(result.ok ? result.value.code : result.message).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { isUuid } from '../../../../shared/routing/isUuid.ts';

describe('isUuid', () => {
  it.each([
    ['doc1 §2 Path reading: version 4, variant 9', '3f2a1c9e-6b7d-4e21-9a3b-0c5d8e7f6a10', true],
    [
      'doc1 §2 Path reading: version 0 and variant 8 allowed',
      '00000000-0000-0000-8000-000000000000',
      true,
    ],
    [
      'doc1 §2 Path reading: version 5 and variant b, upper case',
      '3F2A1C9E-6B7D-5E21-BA3B-0C5D8E7F6A10',
      true,
    ],
    ['doc1 §2 Path reading: version 6 rejected', '3f2a1c9e-6b7d-6e21-9a3b-0c5d8e7f6a10', false],
    ['doc1 §2 Path reading: variant c rejected', '3f2a1c9e-6b7d-4e21-ca3b-0c5d8e7f6a10', false],
    ['doc1 §2 Path reading: variant 7 rejected', '3f2a1c9e-6b7d-4e21-7a3b-0c5d8e7f6a10', false],
    ['doc1 §2 Path reading: wrong grouping', '3f2a1c9e6b7d-4e21-9a3b-0c5d8e7f6a10', false],
    ['doc1 §2 Path reading: non-hex digit', '3f2a1c9g-6b7d-4e21-9a3b-0c5d8e7f6a10', false],
    ['doc1 §2 Path reading: a unit id is no uuid', '1', false],
  ])('%s', (_name, value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});

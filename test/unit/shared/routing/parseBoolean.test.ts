import { describe, expect, it } from 'vitest';
import { parseBoolean } from '../../../../shared/routing/parseBoolean.ts';

describe('parseBoolean', () => {
  it.each([
    ['doc1 §2 Path reading: true', 'true', true],
    ['doc1 §2 Path reading: true in any case', 'TrUe', true],
    ['doc1 §2 Path reading: 1', '1', true],
    ['doc1 §2 Path reading: false', 'false', false],
    ['doc1 §2 Path reading: 0', '0', false],
    ['doc1 §2 Path reading: yes is not a boolean true', 'yes', false],
    ['doc1 §2 Path reading: empty', '', false],
    ['doc1 §2 Path reading: absent', undefined, false],
  ])('%s', (_name, value, expected) => {
    expect(parseBoolean(value)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { formatSearch } from '../../../../shared/routing/formatSearch.ts';
import { parseSearch } from '../../../../shared/routing/parseSearch.ts';
import { toQueryRecord } from '../../../../shared/routing/toQueryRecord.ts';

describe('parseSearch / formatSearch', () => {
  it.each([
    ['doc1 §2 Query parameters read: leading ? optional', '?a=1&b=2', { a: '1', b: '2' }],
    ['doc1 §2 Query parameters read: no leading ?', 'a=1', { a: '1' }],
    [
      'doc1 §2 Query parameters read: repeated names keep every value',
      '?s=1&s=2&s=3',
      { s: ['1', '2', '3'] },
    ],
    [
      'doc1 §2 Query parameters read: decoding and plus as space',
      '?tag=a%20b+c&x=%C3%A5',
      { tag: 'a b c', x: 'å' },
    ],
    ['doc1 §2 Query parameters read: name without value', '?isModal', { isModal: '' }],
    ['doc1 §2 Query parameters read: bad escape kept as typed', '?x=%E0%A4%A', { x: '%E0%A4%A' }],
    ['doc1 §2 Query parameters read: empty', '', {}],
  ])('%s', (_name, search, expected) => {
    expect(parseSearch(search)).toEqual(expected);
  });

  it.each([
    [
      'doc1 §2 Query parameters read: round trip of values needing escapes',
      { a: 'x y&z', s: ['1', '2'] },
    ],
    ['doc1 §2 Query parameters read: round trip of empty', {}],
  ])('%s', (_name, query) => {
    expect(parseSearch(formatSearch(query))).toEqual(query);
  });

  it('doc1 §2 Query parameters read: toQueryRecord copies, never shares arrays', () => {
    const source = { s: ['1'] };
    const copy = toQueryRecord(source);
    (copy.s as string[]).push('2');
    expect(source.s).toEqual(['1']);
    expect(toQueryRecord('?a=1')).toEqual({ a: '1' });
  });
});

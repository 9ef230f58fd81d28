import { describe, expect, it } from 'vitest';
import {
  childrenPrefill,
  type ChildrenPrefillNames,
} from '../../../../shared/routing/childrenPrefill.ts';

describe('childrenPrefill: one rule for the element and the address', () => {
  it.each<[string, ChildrenPrefillNames, number | undefined]>([
    ['doc 1 §2 Query parameters read: children alone', { children: '2' }, 2],
    ['doc 1 §2 Query parameters read: guestsChildren alone', { guestsChildren: '1' }, 1],
    ['doc 1 §2 Query parameters read: zero children is an answer', { children: '0' }, 0],
    [
      'doc 1 §2 Query parameters read: guestsChildren, the specific name, wins over children',
      { children: '3', guestsChildren: '1' },
      1,
    ],
    [
      'doc 1 §2 Query parameters read: guestsChildren zero wins over children',
      { children: '3', guestsChildren: '0' },
      0,
    ],
    [
      'doc 1 §2 Query parameters read: an unreadable guestsChildren leaves children',
      { children: '2', guestsChildren: 'two' },
      2,
    ],
    [
      'doc 1 §2 Query parameters read: an empty guestsChildren (a bare attribute) leaves children',
      { children: '2', guestsChildren: '' },
      2,
    ],
    [
      'doc 1 §2 Query parameters read: an unreadable children leaves guestsChildren',
      { children: 'x', guestsChildren: '1' },
      1,
    ],
    ['doc 1 §2 Query parameters read: spaces around a number are read', { children: ' 2 ' }, 2],
    [
      'doc 1 §2 Query parameters read: a negative number is none',
      { guestsChildren: '-1' },
      undefined,
    ],
    ['doc 1 §2 Query parameters read: a fraction is none', { children: '1.5' }, undefined],
    ['doc 1 §2 Query parameters read: neither name is none', {}, undefined],
  ])('%s', (_name, names, expected) => {
    expect(childrenPrefill(names)).toBe(expected);
  });
});

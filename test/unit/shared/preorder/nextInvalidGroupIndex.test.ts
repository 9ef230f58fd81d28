import { describe, expect, it } from 'vitest';
import { nextInvalidGroupIndex } from '../../../../shared/preorder/nextInvalidGroupIndex.ts';
import { group, T } from './fixtures.ts';

const valid = group(T.MultipleChoices, [1]);
const invalid = group(T.SingleChoice, [0]);

describe('nextInvalidGroupIndex', () => {
  it.each([
    ['doc1 §4 Preorder: all valid gives -1', [valid, valid], 0, -1],
    ['doc1 §4 Preorder: no groups gives -1', [], 0, -1],
    ['doc1 §4 Preorder: jumps to the first invalid group', [valid, invalid, invalid], 0, 1],
    ['doc1 §4 Preorder: from the current tab on', [invalid, valid, invalid], 1, 2],
    ['doc1 §4 Preorder: the current tab counts when it is invalid', [invalid, invalid], 1, 1],
    ['doc1 §4 Preorder: wraps round to earlier tabs', [invalid, valid, valid], 2, 0],
  ] as const)('%s', (_name, groups, current, expected) => {
    expect(nextInvalidGroupIndex(groups, {}, current)).toBe(expected);
  });
});

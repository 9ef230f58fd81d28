import { describe, expect, it } from 'vitest';
import { canRemove } from '../../../../shared/preorder/canRemove.ts';
import type { MenuGroup } from '../../../../shared/preorder/types.ts';
import { group, T } from './fixtures.ts';

describe('canRemove', () => {
  it.each<[string, MenuGroup, number, boolean]>([
    [
      'doc1 §5 Pre-order groups: remove is blocked at the minimum of zero',
      group(T.MultipleChoices, [0]),
      0,
      false,
    ],
    [
      'doc1 §5 Pre-order groups: remove is allowed above zero',
      group(T.MultipleChoices, [1]),
      0,
      true,
    ],
    [
      'doc1 §5 Pre-order groups: remove is allowed even below a group minimum',
      group(T.LimitedToGuests, [1, 0]),
      0,
      true,
    ],
    ['doc1 §5 Pre-order groups: ViewOnly items have no remove', group(T.ViewOnly, [2]), 0, false],
  ])('%s', (_name, input, index, expected) => {
    const target = input.items[index];
    if (!target) throw new Error('bad fixture');
    expect(canRemove(input, target)).toBe(expected);
  });
});

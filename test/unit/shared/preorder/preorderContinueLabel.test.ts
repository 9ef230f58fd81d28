import { describe, expect, it } from 'vitest';
import {
  preorderContinueLabel,
  type PreorderContinueLabel,
} from '../../../../shared/preorder/preorderContinueLabel.ts';
import type { MenuGroup } from '../../../../shared/preorder/types.ts';
import { group, T } from './fixtures.ts';

describe('preorderContinueLabel', () => {
  it.each<[string, MenuGroup[], PreorderContinueLabel]>([
    ['doc1 §4 Preorder: no groups is continue without items', [], { key: 'continueWithoutItems' }],
    [
      'doc1 §4 Preorder: total 0 on a menu asking for nothing is continue without items',
      [group(T.AmountChoice, [0, 0]), group(T.ViewOnly, [0])],
      { key: 'continueWithoutItems' },
    ],
    [
      'issue 52: total 0 on a menu that asks for a choice is a plain continue',
      [group(T.MultipleChoices, [0, 0]), group(T.AmountChoice, [0])],
      { key: 'continue' },
    ],
    [
      'issue 52: a single choice left open is a plain continue',
      [group(T.AmountChoice, [0]), group(T.SingleChoice, [0, 0])],
      { key: 'continue' },
    ],
    [
      'doc1 §4 Preorder: one item is continue with 1 item (singular)',
      [group(T.SingleChoice, [0, 1])],
      { key: 'continueWithItems', count: 1 },
    ],
    [
      'doc1 §4 Preorder: items of all groups are counted',
      [group(T.AmountChoice, [2, 3]), group(T.LimitedToGuests, [4])],
      { key: 'continueWithItems', count: 9 },
    ],
    [
      'doc1 §5 Pre-order groups: ViewOnly quantities are not counted',
      [group(T.ViewOnly, [5])],
      { key: 'continueWithoutItems' },
    ],
  ])('%s', (_name, groups, expected) => {
    expect(preorderContinueLabel(groups)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { menuArticleIds } from '../../../../shared/preorder/menuArticleIds.ts';
import { group, item, T } from './fixtures.ts';

describe('menuArticleIds', () => {
  it.each([
    ['doc 1 §7 articleStocks: no groups ask for nothing', [], []],
    [
      'doc 1 §7 articleStocks: every article of every group, in menu order',
      [group(T.MultipleChoices, [0, 0]), group(T.SingleChoice, [0], { items: [item(7, 0)] })],
      [1, 2, 7],
    ],
    [
      'doc 1 §7 articleStocks: an article in two groups is asked for once',
      [group(T.MultipleChoices, [0, 0]), group(T.SingleChoice, [0, 0])],
      [1, 2],
    ],
  ])('%s', (_name, groups, expected) => {
    expect(menuArticleIds(groups)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from '../../../../widget/ui/tabKeyTarget.ts';

describe('tabKeyTarget', () => {
  it.each<[string, string, number, number, number | null]>([
    [
      'doc 1 §2 Preorder page tabs (WAI-ARIA): ArrowRight selects the next tab',
      'ArrowRight',
      1,
      4,
      2,
    ],
    [
      'doc 1 §2 Preorder page tabs (WAI-ARIA): ArrowRight wraps from the last to the first',
      'ArrowRight',
      3,
      4,
      0,
    ],
    [
      'doc 1 §2 Preorder page tabs (WAI-ARIA): ArrowLeft wraps from the first to the last',
      'ArrowLeft',
      0,
      4,
      3,
    ],
    ['doc 1 §2 Preorder page tabs (WAI-ARIA): Home selects the first tab', 'Home', 2, 4, 0],
    ['doc 1 §2 Preorder page tabs (WAI-ARIA): End selects the last tab', 'End', 0, 4, 3],
    [
      'doc 1 §2 Preorder page tabs (WAI-ARIA): no tab selected counts as the first',
      'ArrowRight',
      -1,
      4,
      1,
    ],
    ['doc 1 §2 Preorder page tabs (WAI-ARIA): other keys are left alone', 'Enter', 1, 4, null],
    ['doc 1 §2 Preorder page tabs (WAI-ARIA): an empty list moves nowhere', 'End', -1, 0, null],
  ])('%s', (_name, key, selected, count, expected) => {
    expect(tabKeyTarget(key, selected, count)).toBe(expected);
  });
});

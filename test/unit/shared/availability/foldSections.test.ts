import { describe, expect, it } from 'vitest';
import { FOLD_ABOVE, foldSections } from '../../../../shared/availability/foldSections.ts';

const section = (id: number, slots: number, disabled = false) => ({ id, slots, disabled });

describe('foldSections (issue 51 Every interaction ≤ 200 ms: a large venue folds its sections)', () => {
  it.each([
    ['the demo venue, 47 times: all open', [section(1, 20), section(2, 27)], false, null],
    ['exactly the threshold: all open', [section(1, FOLD_ABOVE)], false, null],
    ['one over: folded, the first opens', [section(1, 60), section(2, 61)], true, 1],
    [
      'a disabled or empty first section stays shut',
      [section(1, 0, true), section(2, 0), section(3, 200)],
      true,
      3,
    ],
    [
      '100 sections of 100 times',
      Array.from({ length: 100 }, (_, i) => section(i + 1, 100)),
      true,
      1,
    ],
    ['nothing to open', [section(1, 200, true)], true, null],
  ])('%s', (_, sections, folded, open) => {
    expect(foldSections(sections)).toEqual({ folded, open });
  });

  it('takes another threshold', () => {
    expect(foldSections([section(1, 5)], 4)).toEqual({ folded: true, open: 1 });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { FOLD_ABOVE } from '../../../../shared/availability/foldSections.ts';
import type { SectionView } from '../../../../widget/wizard/time/timeStepModel.ts';
import { useSectionFold } from '../../../../widget/wizard/time/useSectionFold.ts';
import { cleanup, render } from '../ui/render.tsx';

afterEach(cleanup);

const section = (id: number, slots: number) => ({ id, disabled: false, slots }) as SectionView;

/** Each render's reading of the sections, in order (none while `loading` is given first). */
function renders(sections: SectionView[], loading = false) {
  const seen: (boolean | undefined)[][] = [];
  function Step({ shown }: { shown?: SectionView[] }) {
    const fold = useSectionFold(shown);
    seen.push((shown ?? []).map((s) => fold.expanded(s.id)));
    return null;
  }
  if (!loading) render(<Step shown={sections} />);
  else render(<Step />).rerender(<Step shown={sections} />);
  return seen.filter((reading) => reading.length > 0);
}

describe('useSectionFold (issue 51)', () => {
  it('issue 51: a large venue draws its headings first, every one shut, and opens the first section a render later', () => {
    const seen = renders([section(1, FOLD_ABOVE), section(2, FOLD_ABOVE)]);
    expect(seen[0]).toEqual([false, false]);
    expect(seen.at(-1)).toEqual([true, false]);
  });

  it('issue 51: the same when the sections come after the step showed (its model built in steps)', () => {
    const seen = renders([section(1, FOLD_ABOVE), section(2, FOLD_ABOVE)], true);
    expect(seen[0]).toEqual([false, false]);
    expect(seen.at(-1)).toEqual([true, false]);
  });

  it('issue 51: a small venue never folds', () => {
    const seen = renders([section(1, 10), section(2, 10)]);
    expect(seen.every((s) => s.every((open) => open === undefined))).toBe(true);
  });
});

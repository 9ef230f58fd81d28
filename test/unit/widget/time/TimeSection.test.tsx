import { afterEach, describe, expect, it } from 'vitest';
import { SectionAvailability } from '../../../../shared/enums.ts';
import { TimeSection } from '../../../../widget/wizard/time/TimeSection.tsx';
import type { SectionView } from '../../../../widget/wizard/time/timeStepModel.ts';
import { cleanup, render } from '../ui/render.tsx';

afterEach(cleanup);

/** A section of one comment row whose rows count their reads. */
function counted() {
  const seen = { reads: 0 };
  const section = {
    id: 7,
    name: 'Terrace',
    availability: SectionAvailability.Available,
    disabled: false,
    slots: 100,
    range: ['12:00', '20:00'],
    get rows() {
      seen.reads++;
      return [{ key: '7|Lunch', title: 'Lunch', comments: [], hours: null }];
    },
  } as SectionView;
  return { section, seen };
}

const draw = (section: SectionView, expanded: boolean | undefined) =>
  render(
    <TimeSection
      section={section}
      guests={2}
      t={(key: string) => key}
      locale="en"
      busy={false}
      pressedKey={null}
      expanded={expanded}
      onToggle={() => undefined}
      onChoose={() => undefined}
    />,
  );

describe('TimeSection (issue 51)', () => {
  it.each<[string, boolean | undefined, number]>([
    ['issue 51: a shut section of a large day builds no rows (its heading only)', false, 0],
    ['issue 51: an open section of a large day draws its rows', true, 1],
    ['issue 51: a small day never folds: its rows show', undefined, 1],
  ])('%s', (_name, expanded, reads) => {
    const { section, seen } = counted();
    const { container } = draw(section, expanded);
    expect(seen.reads).toBe(reads);
    expect(container.querySelectorAll('[data-row]')).toHaveLength(reads);
  });
});

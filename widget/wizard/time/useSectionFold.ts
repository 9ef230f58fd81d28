import { useCallback, useEffect, useMemo, useState } from 'react';
import { foldSections } from '../../../shared/availability/foldSections.ts';
import type { SectionView } from './timeStepModel.ts';

/**
 * Issue 51: whether each section of the time step is open. Undefined for every section of a
 * small venue (never folded); for a large one, the first section with times opens and the guest
 * opens and shuts the others. `toggle` is stable, so memoised sections keep their props.
 */
export function useSectionFold(sections: readonly SectionView[] | undefined) {
  const fold = useMemo(() => foldSections(sections ?? []), [sections]);
  // The sections the guest opened or shut: flipped from how the step first showed them.
  const [flipped, setFlipped] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (id: number) =>
      setFlipped((before) => {
        const after = new Set(before);
        if (!after.delete(id)) after.add(id);
        return after;
      }),
    [],
  );
  // The first section opens a render after the headings show: its hundred times are a task of
  // their own, not one with the headings' (issue 51). After the sections, not the mount: a large
  // day's model comes while the skeleton shows.
  const [shown, setShown] = useState(false);
  // The render it cascades into is the point: a task after the headings are painted.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setShown(!!sections), [sections]);
  const expanded = (id: number): boolean | undefined =>
    fold.folded ? (shown && id === fold.open) !== flipped.has(id) : undefined;
  return { expanded, toggle };
}

import { maxChildren } from '../../shared/wizard/maxChildren.ts';
import { useT } from '../hooks/useT.ts';
import { NumberGrid } from './NumberGrid.tsx';

interface ChildrenStepProps {
  guests: number;
  guestsChildren?: number | undefined;
  onSelect(children: number): void;
}

/** 0 to guests − 1 children (doc 1 §2 Children step); shown only when the venue asks. */
export function ChildrenStep({ guests, guestsChildren, onSelect }: ChildrenStepProps) {
  const { t } = useT();
  const options = Array.from({ length: maxChildren(guests) + 1 }, (_, count) => ({
    value: count,
    text: String(count),
    label: t('wizard.childrenOption', { count }),
  }));
  return (
    <div data-testid="children-step">
      <NumberGrid
        label={t('wizard.childrenGridLabel')}
        options={options}
        selected={guestsChildren}
        onSelect={onSelect}
      />
    </div>
  );
}

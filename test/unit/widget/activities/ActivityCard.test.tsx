import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Section, TimeSet } from '../../../../shared/contract/index.ts';
import { ActivityCard } from '../../../../widget/activities/ActivityCard.tsx';
import { cleanup, render } from '../ui/render.tsx';

afterEach(cleanup);

const timeSet = { id: 7, title: 'Bowling' } as TimeSet;
const section = { id: 1, name: 'Hall' } as Section;

describe('ActivityCard (issue 51: opening the modal draws no card again)', () => {
  it('issue 51: is not drawn again when its list is, with the same props; its button hands back its id and place', () => {
    const t = vi.fn((key: string) => key);
    const onChoose = vi.fn();
    let redraw = () => {};
    function List() {
      const [n, setN] = useState(0);
      redraw = () => setN(n + 1);
      return (
        <ul data-n={n}>
          <ActivityCard
            timeSet={timeSet}
            section={section}
            note={null}
            t={t}
            position={3}
            onChoose={onChoose}
          />
        </ul>
      );
    }
    const view = render(<List />);
    const drawn = t.mock.calls.length;
    expect(drawn).toBeGreaterThan(0);
    act(() => redraw());
    expect(view.mount.querySelector('ul')?.dataset.n).toBe('1');
    expect(t.mock.calls.length).toBe(drawn);
    act(() => view.mount.querySelector<HTMLButtonElement>('button')!.click());
    expect(onChoose).toHaveBeenCalledWith(7, 3);
  });
});

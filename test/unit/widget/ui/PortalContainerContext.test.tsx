import { afterEach, describe, expect, it } from 'vitest';
import { useContext } from 'react';
import { PortalContainerContext } from '../../../../widget/ui/PortalContainerContext.ts';
import { cleanup, render } from './render.tsx';

afterEach(cleanup);

describe('PortalContainerContext', () => {
  it('defaults to null (overlays render inline) and passes a provided element down', () => {
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useContext(PortalContainerContext));
      return null;
    }
    const target = document.createElement('div');
    render(<Probe />);
    render(
      <PortalContainerContext.Provider value={target}>
        <Probe />
      </PortalContainerContext.Provider>,
    );
    expect(seen).toEqual([null, target]);
  });
});

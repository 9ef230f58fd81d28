import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createRef, type ComponentProps } from 'react';
import { IconButton } from '../../../../widget/ui/IconButton.tsx';
import { MenuIcon } from '../../../../widget/ui/icons.tsx';
import { cleanup, click, render } from './render.tsx';

afterEach(cleanup);

describe('IconButton', () => {
  it('is a button named by its aria-label, with the icon hidden from assistive technology', () => {
    const view = render(
      <IconButton aria-label="Open menu">
        <MenuIcon />
      </IconButton>,
    );
    const el = view.container.querySelector('button')!;
    expect(el.getAttribute('aria-label')).toBe('Open menu');
    expect(el.type).toBe('button');
    expect(el.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(el.dataset.variant).toBe('ghost');
    // Its square shape wins over the padding of the button size it builds on.
    const style = getComputedStyle(el);
    expect(style.padding).toBe('0px');
    expect(style.width).toBe('44px');
    expect(style.height).toBe('44px');
  });

  it('forwards clicks, variant and ref', () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    const view = render(
      <IconButton aria-label="Close" variant="secondary" ref={ref} onClick={onClick}>
        <MenuIcon />
      </IconButton>,
    );
    const el = view.container.querySelector('button')!;
    expect(ref.current).toBe(el);
    expect(el.dataset.variant).toBe('secondary');
    click(el);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  // Type-level: `npm run typecheck` (tsc over test/) checks these; at run time they do nothing.
  it('requires an aria-label at the type level', () => {
    type Props = ComponentProps<typeof IconButton>;
    expectTypeOf<Props>().toHaveProperty('aria-label').toEqualTypeOf<string>();
    expectTypeOf<{ children: string }>().not.toExtend<Props>();
    expectTypeOf<{ 'aria-label': string; children: string }>().toExtend<Props>();
    // A size or width would undo the 44px square, so neither is a prop.
    expectTypeOf<Props>().not.toHaveProperty('size');
    expectTypeOf<Props>().not.toHaveProperty('wide');
    // @ts-expect-error an icon-only button without a name is rejected by the compiler
    void (<IconButton>x</IconButton>);
  });
});

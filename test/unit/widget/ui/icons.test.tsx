import { afterEach, describe, expect, it } from 'vitest';
import * as icons from '../../../../widget/ui/icons.tsx';
import { cleanup, render } from './render.tsx';

afterEach(cleanup);

const all = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [
  string,
  (props: Parameters<typeof icons.CheckIcon>[0]) => React.JSX.Element,
][];

describe('icons', () => {
  it('has the whole set the screens need', () => {
    expect(all.map(([name]) => name).sort()).toEqual(
      [
        'CheckIcon',
        'ChevronLeftIcon',
        'ChevronRightIcon',
        'CloseIcon',
        'InfoIcon',
        'MenuIcon',
        'WarningIcon',
      ].sort(),
    );
  });

  it.each(all)('%s is a decorative 20px svg in currentColor by default', (_name, Icon) => {
    const svg = render(<Icon />).container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.children.length).toBeGreaterThan(0);
  });

  it('becomes a named image when given a label, and takes a size', () => {
    const svg = render(<icons.InfoIcon label="Date" size={32} />).container.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Date');
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
    expect(svg.getAttribute('height')).toBe('32');
  });
});

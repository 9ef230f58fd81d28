// Issue 32: the first paint's markup is rendered at build from React's components
// (scripts/firstStepTemplate.tsx); these check the reading and merging the build relies on.
import { describe, expect, it } from 'vitest';
import { parseMarkup } from '../../../scripts/firstStepTemplate.tsx';
import {
  holds,
  type TemplateChild,
  type TemplateElement,
} from '../../../loader/firstPaint/template.ts';
import { builtTemplate } from '../loader/firstPaint/builtTemplate.ts';

const asIs = (value: string) => value;

describe('parseMarkup: React static markup as a tree', () => {
  it('reads attributes, entities and void elements, and leaves out test ids and preload hints', () => {
    const tree = parseMarkup(
      '<link rel="preload" as="image" href="a.png"/><div class="x" data-testid="t">' +
        '<img src="a.png" alt="Tom &amp; &quot;Jerry&#x27;s&quot;"/><p>1 &lt; 2</p><br/></div>',
      asIs,
    );
    expect(tree).toEqual({
      tag: 'div',
      attributes: { class: 'x' },
      children: [
        { tag: 'img', attributes: { src: 'a.png', alt: 'Tom & "Jerry\'s"' }, children: [] },
        { tag: 'p', attributes: {}, children: [{ text: '1 < 2' }] },
        { tag: 'br', attributes: {}, children: [] },
      ],
    });
  });

  it('refuses markup it cannot read rather than guess', () => {
    expect(() => parseMarkup('<div><p></div>', asIs)).toThrow(/closes/);
    expect(() => parseMarkup('<div></div><div></div>', asIs)).toThrow(/cannot read/);
    expect(() => parseMarkup('<div a=1></div>', asIs)).toThrow(/cannot read/);
  });
});

describe('the template of the first step', () => {
  const template = builtTemplate();
  const elements = (node: TemplateElement): TemplateElement[] => [
    node,
    ...node[2]
      .filter((child): child is TemplateElement => child[0] !== '#' && child[0] !== '*')
      .flatMap(elements),
  ];
  const all = elements(template.tree);
  const find = (part: string) => all.find(([, attributes]) => attributes.part === part)!;

  it('picks its variant by the settings whose presence changes the step', () => {
    expect(template.variants).toEqual([
      'logoUrl',
      'coverOneByOne',
      'coverThirtyTwoByNine',
      'introHeader',
      'intro',
      'childrenEnabled',
    ]);
  });

  it("is React's layout: its root in the guest's language, then header, cover and columns", () => {
    const [tag, attributes, children] = template.tree;
    expect(tag).toBe('div');
    expect(attributes).toMatchObject({ part: 'layout', lang: { s: 'lang' } });
    expect(attributes.class).toMatch(/^bw-\w+$/);
    expect(children.map((child) => (child[1] as Record<string, unknown>).part)).toEqual([
      'header',
      'cover',
      undefined,
    ]);
  });

  it("Header (doc 1 §2 Layout): the logo with a logo, else the venue's name", () => {
    const [name, logo] = find('header')[2] as [TemplateElement, TemplateElement];
    const logoBit = 1 << template.variants.indexOf('logoUrl');
    expect(name[0]).toBe('p');
    expect(name[2]).toEqual([['#', { s: 'name' }]]);
    expect(logo[0]).toBe('img');
    expect(logo[1]).toMatchObject({
      src: { s: 'logoUrl' },
      alt: { t: 'header.logoAlt', o: { name: { s: 'name' } } },
    });
    for (let variant = 0; variant < 64; variant++) {
      expect(holds(name[3], variant)).toBe(!(variant & logoBit));
      expect(holds(logo[3], variant)).toBe(Boolean(variant & logoBit));
    }
  });

  it('the progress bar says "Step 1 of 5" with the children step, "of 4" without (doc 1 §2)', () => {
    const bar = all.find(([, attributes]) => attributes.role === 'progressbar')!;
    const text = bar[1]['aria-valuetext'] as unknown as { c: [string, { o: { of: number } }][] };
    const children = 1 << template.variants.indexOf('childrenEnabled');
    for (let variant = 0; variant < 64; variant++) {
      const [, chosen] = text.c.find(([mask]) => holds(mask, variant))!;
      expect(chosen.o.of).toBe(variant & children ? 5 : 4);
    }
  });

  it('the party sizes: one item per size and one for "max+1 +" (doc 1 §2 Guests step)', () => {
    const grid = all.find(([tag]) => tag === 'ul')!;
    const [list] = grid[2] as TemplateChild[];
    expect(list![0]).toBe('*');
    const [, each, last] = list as ['*', TemplateElement, TemplateElement];
    const button = (item: TemplateElement) => item[2][0] as TemplateElement;
    expect(button(each)[1]['aria-label']).toEqual({
      t: 'wizard.guestsOption',
      o: { count: { n: ['', ''] } },
    });
    expect(button(each)[2]).toEqual([['#', { n: ['', ''] }]]);
    expect(button(last)[1]['aria-label']).toEqual({
      t: 'wizard.moreGuests',
      o: { count: { n: ['', ''] } },
    });
    expect(button(last)[2]).toEqual([['#', { n: ['', ' +'] }]]);
  });

  it('every class has its rules in the stylesheet, and no test id or placeholder is left', () => {
    const classes = new Set(JSON.stringify(template.tree).match(/bw-\w+/g));
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) expect(template.css).toContain(`.${name}`);
    expect(template.css.startsWith(':host{')).toBe(true);
    const text = JSON.stringify(template);
    expect(text).not.toMatch(/data-testid|[\uE000\uE001]/);
  });
});

describe('holds: a set of the 64 combinations as 16 hex digits', () => {
  it('reads the lowest combination from the last digit, and no mask holds them all', () => {
    expect(holds(undefined, 5)).toBe(true);
    expect(holds('0000000000000001', 0)).toBe(true);
    expect(holds('0000000000000001', 1)).toBe(false);
    expect(holds('8000000000000000', 63)).toBe(true);
    expect(holds('8000000000000000', 62)).toBe(false);
    expect(holds('00000000000000f0', 4)).toBe(true);
    expect(holds('00000000000000f0', 3)).toBe(false);
  });
});

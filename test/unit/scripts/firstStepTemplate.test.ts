// Issue 32: the first paint's markup is rendered at build from React's components
// (scripts/firstStepTemplate.tsx); these check the reading and merging the build relies on.
import { describe, expect, it } from 'vitest';
import { parseMarkup, withoutSetFallbacks } from '../../../scripts/firstStepTemplate.tsx';
import {
  holds,
  type TemplateChild,
  type TemplateElement,
} from '../../../loader/firstPaint/template.ts';
import { builtChildrenTemplate, builtTemplate } from '../loader/firstPaint/builtTemplate.ts';

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

  it('picks its variant by the settings whose presence changes the step, and a modal’s header (issue 50)', () => {
    expect(template.variants).toEqual([
      'logoUrl',
      'coverOneByOne',
      'coverThirtyTwoByNine',
      'introHeader',
      'intro',
      'childrenEnabled',
      'modal',
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
    for (let variant = 0; variant < 128; variant++) {
      expect(holds(name[3], variant)).toBe(!(variant & logoBit));
      expect(holds(logo[3], variant)).toBe(Boolean(variant & logoBit));
    }
  });

  it('Header in a modal (issue 50; doc 2 §2 Header): the close button beside the menu, only there', () => {
    const buttons = all.filter(
      ([tag, attributes]) => tag === 'button' && attributes['data-close-widget'] !== undefined,
    );
    expect(buttons).toHaveLength(1);
    const [, attributes, , mask] = buttons[0]!;
    expect(attributes['aria-label']).toEqual({ t: 'header.closeWidget' });
    const modal = 1 << template.variants.indexOf('modal');
    for (let variant = 0; variant < 1 << template.variants.length; variant++) {
      expect(holds(mask, variant)).toBe(Boolean(variant & modal));
    }
  });

  it('the progress bar says "Step 1 of 5" with the children step, "of 4" without (doc 1 §2)', () => {
    const bar = all.find(([, attributes]) => attributes.role === 'progressbar')!;
    const text = bar[1]['aria-valuetext'] as unknown as { c: [string, { o: { of: number } }][] };
    const children = 1 << template.variants.indexOf('childrenEnabled');
    for (let variant = 0; variant < 128; variant++) {
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

describe('withoutSetFallbacks: the first paint drops the fallbacks its host never needs (issue 50)', () => {
  it("a token the sheet's :host sets loses its fallback; one it does not set keeps it", () => {
    const sheet =
      ':host{display:block;--bw-text:#1d1d1f;--bw-primary:#2c5f4f}' +
      '.a{color:var(--bw-text, #1d1d1f);background:var(--bw-muted, #6b6b70)}' +
      '.b{border-color:var(--bw-primary, rgb(1, 2, 3))}';
    expect(withoutSetFallbacks(sheet)).toBe(
      ':host{display:block;--bw-text:#1d1d1f;--bw-primary:#2c5f4f}' +
        '.a{color:var(--bw-text);background:var(--bw-muted, #6b6b70)}' +
        '.b{border-color:var(--bw-primary, rgb(1, 2, 3))}',
    );
  });

  it('the built first step reads no fallback of a token its host sets', () => {
    const template = builtTemplate();
    const host = /:host\{([^}]*)\}/.exec(template.css)![1]!;
    for (const [, name] of template.css.matchAll(/var\((--bw-[\w-]+),/g)) {
      expect(host, name).not.toContain(`${name}:`);
    }
    expect(template.css).toContain('var(--bw-text)');
  });
});

describe('the template of the children step (issue 32; doc 1 §2 Children step)', () => {
  const step = builtChildrenTemplate();
  const first = builtTemplate();
  const elements = (node: TemplateElement): TemplateElement[] => [
    node,
    ...node[2]
      .filter((child): child is TemplateElement => child[0] !== '#' && child[0] !== '*')
      .flatMap(elements),
  ];
  const all = elements(step.tree);

  it("is the wizard's part of React's children step: back, the party, step 2, the title", () => {
    const [tag, attributes] = step.tree;
    expect([tag, attributes]).toEqual(['div', { part: 'wizard', 'data-step': 'GuestsChildren' }]);
    const texts = JSON.stringify(step.tree);
    expect(texts).toContain('{"t":"actions.back"}');
    // The party size is the number outside the list.
    expect(texts).toContain('{"t":"summary.guests","o":{"count":{"n":["",""]}}}');
    expect(texts).toContain('{"t":"steps.position","o":{"count":2,"of":5}}');
    expect(texts).toContain('{"t":"steps.chooseChildren"}');
    // The same for every venue: nothing picked by the settings.
    expect(texts).not.toMatch(/"c":|"s":/);
  });

  it('the children: one item, numbered 0 to guests − 1 in the browser, no last button', () => {
    const lists = all.filter((node) => node[2].some((child) => child[0] === '*'));
    expect(lists).toHaveLength(1);
    expect(lists[0]![0]).toBe('ul');
    const list = lists[0]![2].find((child) => child[0] === '*')!;
    expect(list).toHaveLength(2);
    const button = (list[1] as TemplateElement)[2][0] as TemplateElement;
    expect(button[1]['aria-label']).toEqual({
      t: 'wizard.childrenOption',
      o: { count: { n: ['', ''] } },
    });
    expect(button[2]).toEqual([['#', { n: ['', ''] }]]);
  });

  it("its sheet has only the rules the guests step's lacks, and the tokens they read that it left out", () => {
    const classes = new Set(JSON.stringify(step.tree).match(/bw-\w+/g));
    for (const name of classes) expect(first.css + step.css).toContain(`.${name}{`);
    for (const rule of step.css.split('}.').slice(1)) {
      expect(first.css).not.toContain(rule);
    }
    for (const [, token] of step.css.matchAll(/var\((--bw-[\w-]+)/g)) {
      expect(`${first.css}${step.css}`).toContain(`${token}:`);
    }
    expect(JSON.stringify(step)).not.toMatch(/data-testid|[\uE000\uE001]/);
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

import { describe, expect, it } from 'vitest';
import {
  findCycles,
  importRuleViolations,
  longestChain,
  roomGraph,
  roomRuleViolations,
  specifiersOf,
} from '../../../scripts/importGraph.mjs';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('specifiersOf', () => {
  it.each([
    ['a value import', "import { a } from './a.ts';", ['./a.ts']],
    ['a type-only import', "import type { A } from './a.ts';", ['./a.ts']],
    ['a re-export', "export { a } from './a.ts';", ['./a.ts']],
    ['a lazy import', "const m = () => import('./lazy.tsx');", ['./lazy.tsx']],
    ['a package', "import { css } from '@emotion/react';", ['@emotion/react']],
  ])('STYLE.md 13: finds %s', (_name, text, expected) => {
    expect(specifiersOf(text)).toEqual(expected);
  });
});

describe('findCycles', () => {
  it.each([
    ['no edges', { 'a.ts': [] }, []],
    ['a chain', { 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }, []],
    ['a file importing itself', { 'a.ts': ['a.ts'] }, [['a.ts']]],
    ['two files', { 'a.ts': ['b.ts'], 'b.ts': ['a.ts'] }, [['a.ts', 'b.ts']]],
    [
      'a three-file loop beside a clean branch',
      { 'a.ts': ['b.ts', 'd.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts'], 'd.ts': [] },
      [['a.ts', 'b.ts', 'c.ts']],
    ],
    ['an edge to a file outside the graph', { 'a.ts': ['pkg:react'] }, []],
  ])('STYLE.md 13: %s', (_name, edges, expected) => {
    expect(findCycles(graph(edges))).toEqual(expected);
  });

  it('STYLE.md 13: a 5000-file chain closing on itself does not overflow the stack', () => {
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < 5000; i++) edges[`f${i}.ts`] = [`f${(i + 1) % 5000}.ts`];
    expect(findCycles(graph(edges))[0]).toHaveLength(5000);
  });
});

describe('importRuleViolations', () => {
  it.each([
    [
      'DESIGN §2: the loader importing widget/',
      { 'loader/a.ts': ['widget/b.ts'], 'widget/b.ts': [] },
      1,
    ],
    [
      'DESIGN §2: the loader importing shared/',
      { 'loader/a.ts': ['shared/b.ts'], 'shared/b.ts': [] },
      0,
    ],
    [
      'DESIGN §2: shared/ importing widget/',
      { 'shared/a.ts': ['widget/b.ts'], 'widget/b.ts': [] },
      1,
    ],
    ['DESIGN §2: shared/ importing React', { 'shared/a.ts': ['pkg:react'] }, 1],
    ['DESIGN §2: shared/ importing node:fs', { 'shared/a.ts': ['pkg:node:fs'] }, 1],
    [
      'DESIGN §2: shared/ importing valibot and luxon',
      { 'shared/a.ts': ['pkg:valibot', 'pkg:luxon'] },
      0,
    ],
    [
      'STYLE.md 13: a type-import cycle in widget/',
      { 'widget/a.ts': ['widget/b.ts'], 'widget/b.ts': ['widget/a.ts'] },
      1,
    ],
  ])('%s gives %i problem(s)', (_name, edges, count) => {
    expect(importRuleViolations(graph(edges))).toHaveLength(count);
  });
});

describe('roomRuleViolations (issue 48: the rooms of widget/)', () => {
  const chainOf = (n: number) =>
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [
        `widget/r${i}/a.ts`,
        i + 1 < n ? [`widget/r${i + 1}/a.ts`] : [],
      ]),
    );
  it.each([
    [
      'issue 48: two rooms importing each other through different files',
      {
        'widget/a/x.ts': ['widget/b/y.ts'],
        'widget/b/z.ts': ['widget/a/w.ts'],
        'widget/b/y.ts': [],
        'widget/a/w.ts': [],
      },
      1,
    ],
    [
      'issue 48: a cycle of three rooms',
      {
        'widget/a/x.ts': ['widget/b/x.ts'],
        'widget/b/x.ts': ['widget/c/x.ts'],
        'widget/c/x.ts': ['widget/a/y.ts'],
        'widget/a/y.ts': [],
      },
      1,
    ],
    ['issue 48: a chain of 12 rooms', chainOf(12), 0],
    ['issue 48: a chain of 13 rooms', chainOf(13), 1],
    [
      'STYLE.md 17: ui/ importing a feature',
      { 'widget/ui/a.tsx': ['widget/booking/b.ts'], 'widget/booking/b.ts': [] },
      1,
    ],
    [
      'STYLE.md 17: fields/ importing checkout/',
      { 'widget/fields/a.tsx': ['widget/checkout/b.ts'], 'widget/checkout/b.ts': [] },
      1,
    ],
    [
      'STYLE.md 17: a feature importing ui/',
      { 'widget/booking/b.ts': ['widget/ui/a.tsx'], 'widget/ui/a.tsx': [] },
      0,
    ],
    [
      'issue 48: files of one room importing each other',
      { 'widget/a/x.ts': ['widget/a/y.ts'], 'widget/a/y.ts': [] },
      0,
    ],
  ])('%s gives %i problem(s)', (_name, edges, count) => {
    expect(roomRuleViolations(graph(edges))).toHaveLength(count);
  });

  it('issue 48: the longest chain names its rooms in order', () => {
    expect(longestChain(roomGraph(graph(chainOf(3))))).toEqual(['r0', 'r1', 'r2']);
  });
});

import { describe, expect, it } from 'vitest';
import { ItemWebFlag } from '../../../../shared/enums.ts';
import { needsMenuStep, type MenuWithItems } from '../../../../shared/activities/needsMenuStep.ts';

describe('needsMenuStep', () => {
  it.each<[string, MenuWithItems | null | undefined, boolean]>([
    ['doc1 §4 Activity modal: no menu returns to the list', null, false],
    ['doc1 §4 Activity modal: unknown menu returns to the list', undefined, false],
    ['doc1 §4 Activity modal: a menu without groups returns to the list', { groups: [] }, false],
    [
      'doc1 §4 Activity modal: a menu whose groups have no items returns to the list',
      { groups: [{ items: [] }, { items: [] }] },
      false,
    ],
    [
      'doc1 §4 Activity modal: a menu with items goes to the menu step',
      { groups: [{ items: [] }, { items: [{ webFlags: ItemWebFlag.TextOnly }] }] },
      true,
    ],
    [
      'doc1 §3 Item web flags: only hidden items do not make a menu step',
      { groups: [{ items: [{ webFlags: ItemWebFlag.Hidden }] }] },
      false,
    ],
  ])('%s', (_name, menu, expected) => {
    expect(needsMenuStep(menu)).toBe(expected);
  });
});

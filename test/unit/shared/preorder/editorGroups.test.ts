import { describe, expect, it } from 'vitest';
import { editorGroups } from '../../../../shared/preorder/editorGroups.ts';
import type { MenuDraftOwner } from '../../../../shared/preorder/menuDraft.ts';
import { group, T } from './fixtures.ts';

const menu = [group(T.MultipleChoices, [0, 0]), group(T.SingleChoice, [0])];
const edited = [group(T.MultipleChoices, [1, 0]), group(T.SingleChoice, [1])];
const storedGroups = [{ items: [{ articleID: 2, quantity: 3 }] }];
const PREORDER: MenuDraftOwner = { bookingId: 'b1' };
const KARAOKE: MenuDraftOwner = { bookingId: 'b1', ruleId: 23 };

const quantities = (groups: readonly { items: readonly { quantity: number }[] }[]) =>
  groups.map((g) => g.items.map((i) => i.quantity));

describe('editorGroups', () => {
  it.each([
    [
      'doc 1 §4 Preorder: the guest’s edits for this booking win',
      { owner: PREORDER, groups: edited },
      PREORDER,
      { ruleId: undefined, groups: storedGroups },
      [[1, 0], [1]],
    ],
    [
      'doc 1 §4 Preorder: edits of a replaced booking give way to its stored draft',
      { owner: { bookingId: 'old' }, groups: edited },
      PREORDER,
      { ruleId: undefined, groups: storedGroups },
      [[0, 3], [0]],
    ],
    [
      'doc 1 §4 Preorder (issue 31): a stored draft is carried over onto the menu',
      null,
      PREORDER,
      { ruleId: undefined, groups: storedGroups },
      [[0, 3], [0]],
    ],
    ['doc 1 §4 Preorder: no draft shows the menu as sent', null, PREORDER, null, [[0, 0], [0]]],
    [
      'doc 1 §4 Activity modal: another activity’s draft never lands on this menu',
      null,
      KARAOKE,
      { ruleId: 21, groups: storedGroups },
      [[0, 0], [0]],
    ],
    [
      'doc 1 §4 Activity modal: the pre-order step’s draft never lands on an activity menu',
      null,
      KARAOKE,
      { ruleId: undefined, groups: storedGroups },
      [[0, 0], [0]],
    ],
    [
      'doc 1 §4 Activity modal: an activity draft never lands on the pre-order step',
      null,
      PREORDER,
      { ruleId: 23, groups: storedGroups },
      [[0, 0], [0]],
    ],
    [
      'doc 1 §4 Activity modal: this activity’s draft is carried over onto its menu',
      null,
      KARAOKE,
      { ruleId: 23, groups: storedGroups },
      [[0, 3], [0]],
    ],
    [
      'doc 1 §4 Activity modal: edits of another activity give way to the menu',
      { owner: { bookingId: 'b1', ruleId: 21 }, groups: edited },
      KARAOKE,
      null,
      [[0, 0], [0]],
    ],
  ])('%s', (_name, own, owner, stored, expected) => {
    expect(quantities(editorGroups(own, owner, stored, menu))).toEqual(expected);
  });

  it('doc 1 §4 Preorder: no menu yet shows no groups', () => {
    expect(
      editorGroups(null, PREORDER, { ruleId: undefined, groups: storedGroups }, undefined),
    ).toEqual([]);
  });
});

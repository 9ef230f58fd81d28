import { describe, expect, it } from 'vitest';
import { carryOverQuantities } from '../../../../shared/preorder/carryOverQuantities.ts';
import { menuDraftJson, readMenuDraft } from '../../../../shared/preorder/menuDraft.ts';
import type { MenuGroup } from '../../../../shared/preorder/types.ts';
import { MenuGroupType } from '../../../../shared/enums.ts';

// Issue 31: pre-order quantities are kept in session storage for the held booking, and what
// comes back from storage is input like any other.
const GUID = '6f1c2d3e-0000-4000-8000-000000000001';

const group = (items: [number, number][]): MenuGroup => ({
  name: 'Starters',
  groupType: MenuGroupType.MultipleChoices,
  choices: 0,
  optional: true,
  items: items.map(([articleID, quantity]) => ({ name: `#${articleID}`, articleID, quantity })),
});

describe('readMenuDraft (issue 31)', () => {
  it('gives back the quantities written for the same booking, and nothing of names or prices', () => {
    const raw = menuDraftJson(GUID, [
      group([
        [501, 2],
        [502, 0],
      ]),
      group([[510, 1]]),
    ]);
    expect(JSON.parse(raw)).not.toHaveProperty('groups.0.name');
    expect(readMenuDraft(raw, GUID)).toEqual([
      {
        items: [
          { articleID: 501, quantity: 2 },
          { articleID: 502, quantity: 0 },
        ],
      },
      { items: [{ articleID: 510, quantity: 1 }] },
    ]);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{groups'],
    ['JSON null', 'null'],
    ['another booking', JSON.stringify({ bookingId: 'other', groups: [] })],
    ['groups not a list', JSON.stringify({ bookingId: GUID, groups: { 0: {} } })],
    ['a group without items', JSON.stringify({ bookingId: GUID, groups: [{}] })],
    [
      'a negative quantity',
      JSON.stringify({ bookingId: GUID, groups: [{ items: [{ articleID: 1, quantity: -1 }] }] }),
    ],
    [
      'a fractional quantity',
      JSON.stringify({ bookingId: GUID, groups: [{ items: [{ articleID: 1, quantity: 1.5 }] }] }),
    ],
    [
      'an absurd quantity',
      JSON.stringify({ bookingId: GUID, groups: [{ items: [{ articleID: 1, quantity: 1e9 }] }] }),
    ],
    [
      'a quantity as text',
      JSON.stringify({ bookingId: GUID, groups: [{ items: [{ articleID: 1, quantity: '2' }] }] }),
    ],
    [
      'markup for an article id',
      JSON.stringify({
        bookingId: GUID,
        groups: [{ items: [{ articleID: '<img src=x onerror=alert(1)>', quantity: 1 }] }],
      }),
    ],
    ['a null item', JSON.stringify({ bookingId: GUID, groups: [{ items: [null] }] })],
  ])('%s reads as no draft', (_name, raw) => {
    expect(readMenuDraft(raw, GUID)).toBeNull();
  });

  it('a kept draft puts its quantities on the menu the API sends, by position and article', () => {
    const draft = readMenuDraft(menuDraftJson(GUID, [group([[501, 3]])]), GUID)!;
    const menu = [
      group([
        [501, 0],
        [502, 0],
      ]),
      group([[510, 0]]),
    ];
    const groups = carryOverQuantities(draft, menu);
    expect(groups[0]!.items.map((item) => item.quantity)).toEqual([3, 0]);
    expect(groups[0]!.items[0]!.name).toBe('#501');
    expect(groups[1]!.items[0]!.quantity).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
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

const stored = (draft: unknown) => JSON.stringify(draft);

describe('readMenuDraft (issue 31)', () => {
  it('gives back the quantities written for the same booking, and nothing of names or prices', () => {
    const raw = menuDraftJson({ bookingId: GUID }, [
      group([
        [501, 2],
        [502, 0],
      ]),
      group([[510, 1]]),
    ]);
    expect(JSON.parse(raw)).not.toHaveProperty('groups.0.name');
    expect(structuredClone(JSON.parse(raw))).toEqual(JSON.parse(raw));
    expect(readMenuDraft(raw, GUID)).toEqual({
      ruleId: undefined,
      groups: [
        {
          items: [
            { articleID: 501, quantity: 2 },
            { articleID: 502, quantity: 0 },
          ],
        },
        { items: [{ articleID: 510, quantity: 1 }] },
      ],
    });
  });

  it('doc 1 §4 Activity modal, Preorder: an activity menu draft comes back with its rule', () => {
    const raw = menuDraftJson({ bookingId: GUID, ruleId: 23 }, [group([[601, 2]])]);
    expect(readMenuDraft(raw, GUID)).toEqual({
      ruleId: 23,
      groups: [{ items: [{ articleID: 601, quantity: 2 }] }],
    });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{groups'],
    ['JSON null', 'null'],
    ['another booking', stored({ bookingId: 'other', values: { groups: [] } })],
    ['groups not a list', stored({ bookingId: GUID, values: { groups: { 0: {} } } })],
    ['a group without items', stored({ bookingId: GUID, values: { groups: [{}] } })],
    [
      'a negative quantity',
      stored({
        bookingId: GUID,
        values: { groups: [{ items: [{ articleID: 1, quantity: -1 }] }] },
      }),
    ],
    [
      'a fractional quantity',
      stored({
        bookingId: GUID,
        values: { groups: [{ items: [{ articleID: 1, quantity: 1.5 }] }] },
      }),
    ],
    [
      'an absurd quantity',
      stored({
        bookingId: GUID,
        values: { groups: [{ items: [{ articleID: 1, quantity: 1e9 }] }] },
      }),
    ],
    [
      'a quantity as text',
      stored({
        bookingId: GUID,
        values: { groups: [{ items: [{ articleID: 1, quantity: '2' }] }] },
      }),
    ],
    [
      'markup for an article id',
      stored({
        bookingId: GUID,
        values: {
          groups: [{ items: [{ articleID: '<img src=x onerror=alert(1)>', quantity: 1 }] }],
        },
      }),
    ],
    ['a null item', stored({ bookingId: GUID, values: { groups: [{ items: [null] }] } })],
    ['a rule id as text', stored({ bookingId: GUID, values: { ruleId: '23', groups: [] } })],
    ['a fractional rule id', stored({ bookingId: GUID, values: { ruleId: 2.5, groups: [] } })],
    ['the shape before the one draft reader', stored({ bookingId: GUID, groups: [] })],
  ])('%s reads as no draft', (_name, raw) => {
    expect(readMenuDraft(raw, GUID)).toBeNull();
  });

  it('issue 48: the same shape with sound values reads (the control for the cases above)', () => {
    expect(
      readMenuDraft(stored({ bookingId: GUID, values: { ruleId: 23, groups: [] } }), GUID),
    ).toEqual({ ruleId: 23, groups: [] });
  });
});

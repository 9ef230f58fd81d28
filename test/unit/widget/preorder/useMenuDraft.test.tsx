import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Menu } from '../../../../shared/contract/index.ts';
import type { MenuDraftOwner } from '../../../../shared/preorder/menuDraft.ts';
import { discardMenuDraft, useMenuDraft } from '../../../../widget/preorder/useMenuDraft.ts';
import { cleanup, render } from '../ui/render.tsx';
import { createTestWidget } from '../widgetHarness.tsx';

afterEach(cleanup);
beforeEach(() => sessionStorage.clear());

// The venue's one menu key (storageKeys.menuDraft) under the widget's storage prefix.
const KEY = 'booking-widget:menu:se_demo:1';

const menu = (): Menu['groups'] => [
  {
    name: 'Snacks',
    groupType: 2,
    choices: 0,
    optional: true,
    items: [
      { name: 'Nachos', description: '', price: 89, articleID: 601, webFlags: 0, quantity: 0 },
      { name: 'Popcorn', description: '', price: 49, articleID: 602, webFlags: 0, quantity: 0 },
    ],
  },
];

type Draft = ReturnType<typeof useMenuDraft>;

function mount(owner: MenuDraftOwner) {
  const widget = createTestWidget({ api: () => ({}) });
  const seen: Draft[] = [];
  function Probe() {
    seen.push(useMenuDraft(owner, menu()));
    return null;
  }
  render(widget.wrap(<Probe />));
  const quantities = () => seen.at(-1)!.groups.flatMap((g) => g.items.map((i) => i.quantity));
  return { widget, seen, quantities };
}

describe('useMenuDraft (issue 31; issue 48: the activity modal keeps its draft)', () => {
  it('doc 1 §4 Activity modal: the guest’s picks are kept for this booking and activity, and come back after a remount', () => {
    const first = mount({ bookingId: 'b1', ruleId: 23 });
    const picked = menu();
    picked[0]!.items = picked[0]!.items.map((i) =>
      i.articleID === 601 ? { ...i, quantity: 2 } : i,
    );
    act(() => first.seen.at(-1)!.edit(picked));
    expect(first.quantities()).toEqual([2, 0]);
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toMatchObject({
      bookingId: 'b1',
      values: { ruleId: 23 },
    });
    cleanup();
    expect(mount({ bookingId: 'b1', ruleId: 23 }).quantities()).toEqual([2, 0]);
  });

  it.each<[string, MenuDraftOwner]>([
    ['doc 1 §4 Activity modal: another activity of the booking', { bookingId: 'b1', ruleId: 21 }],
    [
      'doc 1 §4 Activity modal: the same activity on another booking',
      { bookingId: 'b2', ruleId: 23 },
    ],
    ['doc 1 §4 Preorder: the pre-order step of the booking', { bookingId: 'b1' }],
  ])('%s shows the menu as sent, not the kept draft', (_name, owner) => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        bookingId: 'b1',
        ruleId: 23,
        groups: [{ items: [{ articleID: 601, quantity: 2 }] }],
      }),
    );
    expect(mount(owner).quantities()).toEqual([0, 0]);
  });

  it('doc 1 §4 Activity modal: a discarded draft is gone from storage', () => {
    const { widget } = mount({ bookingId: 'b1', ruleId: 23 });
    sessionStorage.setItem(KEY, JSON.stringify({ bookingId: 'b1', ruleId: 23, groups: [] }));
    discardMenuDraft(widget.instance);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});

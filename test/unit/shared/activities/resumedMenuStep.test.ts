import { describe, expect, it } from 'vitest';
import { resumedMenuStep } from '../../../../shared/activities/resumedMenuStep.ts';
import { ItemWebFlag } from '../../../../shared/enums.ts';

const KARAOKE_MENU = { publicId: 'menu-23', groups: [{ items: [{ webFlags: null }] }] };
const HIDDEN_MENU = {
  publicId: 'menu-23',
  groups: [{ items: [{ webFlags: ItemWebFlag.Hidden }] }],
};
const menuGuidOf = (ruleId: number) => (ruleId === 23 ? 'menu-23' : null);
const booking = (over: Partial<Parameters<typeof resumedMenuStep>[1]> = {}) => ({
  isWaitList: false,
  bookedRuleIds: [21, 23],
  menus: [KARAOKE_MENU],
  ...over,
});

describe('resumedMenuStep', () => {
  it.each<[string, number | undefined, ReturnType<typeof booking>, number | null]>([
    ['doc 1 §4 Activity modal: the draft’s activity opens on its menu step', 23, booking(), 23],
    ['doc 1 §4 Activity modal: no kept draft opens nothing', undefined, booking(), null],
    [
      'doc 1 §4 Activity modal: an activity the booking no longer holds opens nothing',
      23,
      booking({ bookedRuleIds: [21] }),
      null,
    ],
    ['doc 1 §4 Activity modal: an activity without a menu opens nothing', 21, booking(), null],
    [
      'doc 1 §4 Activity modal: a menu the booking lacks opens nothing',
      23,
      booking({ menus: [] }),
      null,
    ],
    [
      'doc 1 §4 Activity modal: a menu with no items to show opens nothing',
      23,
      booking({ menus: [HIDDEN_MENU] }),
      null,
    ],
    [
      'doc 1 §4 Activity modal: a waiting list has no menu step',
      23,
      booking({ isWaitList: true }),
      null,
    ],
  ])('%s', (_name, draftRuleId, held, expected) => {
    expect(resumedMenuStep(draftRuleId, held, menuGuidOf)).toBe(expected);
  });
});

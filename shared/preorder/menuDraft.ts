import * as v from 'valibot';
import { draftJson, readDraft } from '../storage/readDraft.ts';
import type { MenuGroup } from './types.ts';

// More than any menu offers: a stored draft can never ask for more than the form allows, and
// the editor's own rules (doc 1 §5) still check what comes back before anything is sent.
const MAX_QUANTITY = 999;

const whole = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

const menuDraftSchema = v.object({
  /** The activity whose menu it is, in the activity modal; absent on the pre-order step. */
  ruleId: v.optional(whole(Number.MAX_SAFE_INTEGER)),
  groups: v.array(
    v.object({
      items: v.array(
        v.object({ articleID: whole(Number.MAX_SAFE_INTEGER), quantity: whole(MAX_QUANTITY) }),
      ),
    }),
  ),
});

/** The quantities a guest chose in the pre-order editor, group by group, for one held booking. */
export type MenuDraft = v.InferOutput<typeof menuDraftSchema>['groups'];

/** Whose draft it is: the held booking and, in the activity modal, the activity (its rule). */
export interface MenuDraftOwner {
  bookingId: string;
  ruleId?: number | undefined;
}

/** The stored form of the editor's groups: quantities only, no names or prices. */
export function menuDraftJson(owner: MenuDraftOwner, groups: readonly MenuGroup[]): string {
  const draft: MenuDraft = groups.map((group) => ({
    items: group.items.map(({ articleID, quantity }) => ({ articleID, quantity })),
  }));
  return draftJson(owner.bookingId, { ruleId: owner.ruleId, groups: draft });
}

/**
 * Reads quantities kept in session storage (issue 31: menu choices survive a reload and a
 * dropped connection) through the one draft reader (shared/storage/readDraft.ts). Storage is
 * input: a draft of another booking, or anything not shaped as we write it, reads as none;
 * quantities must be whole numbers in range. The owner's rule comes
 * back with it, so the activity list can tell whose menu step was open.
 */
export function readMenuDraft(
  raw: string | null,
  bookingId: string,
): { ruleId?: number | undefined; groups: MenuDraft } | null {
  return readDraft(raw, bookingId, menuDraftSchema);
}

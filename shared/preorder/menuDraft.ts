import type { MenuGroup } from './types.ts';

/** The quantities a guest chose on the pre-order step, group by group, for one held booking. */
export type MenuDraft = { items: { articleID: number; quantity: number }[] }[];

// More than any menu offers: a stored draft can never ask for more than the form allows, and
// the step's own rules (doc 1 §5) still check what comes back before anything is sent.
const MAX_QUANTITY = 999;

/** The stored form of the step's groups: quantities only, no names or prices. */
export function menuDraftJson(bookingId: string, groups: readonly MenuGroup[]): string {
  const draft: MenuDraft = groups.map((group) => ({
    items: group.items.map(({ articleID, quantity }) => ({ articleID, quantity })),
  }));
  return JSON.stringify({ bookingId, groups: draft });
}

/**
 * Reads quantities kept in session storage (issue 31: menu choices survive a reload and a
 * dropped connection). Storage is input: another booking's draft, or anything not shaped as
 * we write it, reads as none; quantities must be whole numbers in range.
 */
export function readMenuDraft(raw: string | null, bookingId: string): MenuDraft | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const { bookingId: owner, groups } = (parsed ?? {}) as { bookingId?: unknown; groups?: unknown };
  if (owner !== bookingId || !Array.isArray(groups)) return null;
  const draft: MenuDraft = [];
  for (const group of groups as unknown[]) {
    const items = (group as { items?: unknown } | null)?.items;
    if (!Array.isArray(items)) return null;
    const kept: MenuDraft[number]['items'] = [];
    for (const item of items as unknown[]) {
      const { articleID, quantity } = (item ?? {}) as { articleID?: unknown; quantity?: unknown };
      const whole = (n: unknown, max: number): n is number =>
        typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;
      if (!whole(articleID, Number.MAX_SAFE_INTEGER) || !whole(quantity, MAX_QUANTITY)) {
        return null;
      }
      kept.push({ articleID, quantity });
    }
    draft.push({ items: kept });
  }
  return draft;
}

import { PaymentRule } from '../enums.ts';
import { instantMs } from '../time/apiTime.ts';
import type { TimeSet, TimeSlot } from './types.ts';

/** A time that several rules offer at the same start, with their seat lists united. */
export interface MergedTimeSlot extends TimeSlot {
  /** The original slots behind this one, so a booking can use the rule that fits the party. */
  sources: TimeSlot[];
}

export type TimeRow =
  | { kind: 'interactive'; title: string; rules: TimeSet[]; times: MergedTimeSlot[] }
  | { kind: 'commentOnly'; title: string; rules: TimeSet[] };

export interface TimeRowsOptions {
  /** The venue's zone: times without an offset are its wall clock. */
  timeZone: string;
  /** Editing an existing booking: rules with a menu or a fee cannot be switched to. */
  editMode?: boolean;
}

/** Builds the rows of the time step from a section's rules (doc 1 §4 Time rows). */
export function timeRows(
  timeSets: readonly TimeSet[],
  { timeZone, editMode = false }: TimeRowsOptions,
): TimeRow[] {
  const byTitle = new Map<string, TimeSet[]>();
  for (const rule of timeSets) {
    if (rule.isClosed) continue;
    if (editMode && (rule.menuGuid != null || rule.paymentRule !== PaymentRule.NoFee)) continue;
    const group = byTitle.get(rule.title);
    if (group) group.push(rule);
    else byTitle.set(rule.title, [rule]);
  }
  return [...byTitle].map(([title, rules]) => {
    // A text row only carries words; its times (if any) are not offered.
    const slots = rules.filter((rule) => !rule.isTextRow).flatMap((rule) => rule.times);
    if (slots.length === 0) return { kind: 'commentOnly', title, rules };
    return { kind: 'interactive', title, rules, times: mergeByStart(slots, timeZone) };
  });
}

function mergeByStart(slots: readonly TimeSlot[], timeZone: string): MergedTimeSlot[] {
  const byStart = new Map<number, MergedTimeSlot>();
  for (const slot of slots) {
    const key = instantMs(slot.start, timeZone);
    const merged = byStart.get(key);
    if (!merged) {
      byStart.set(key, {
        ...slot,
        availableSeats: unite(slot.availableSeats),
        waitListSeats: unite(slot.waitListSeats),
        sources: [slot],
      });
      continue;
    }
    merged.availableSeats = unite(merged.availableSeats, slot.availableSeats);
    merged.waitListSeats = unite(merged.waitListSeats, slot.waitListSeats);
    merged.sources.push(slot);
  }
  return [...byStart].sort(([a], [b]) => a - b).map(([, slot]) => slot);
}

function unite(...lists: readonly (readonly number[])[]): number[] {
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}

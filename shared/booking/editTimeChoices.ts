import { PaymentRule } from '../enums.ts';
import { instantMs, type Instant } from '../time/apiTime.ts';

interface SlotLike {
  name: string;
  ruleId: number;
  start: string;
  availableUntil?: string | null;
  timeExpired?: boolean;
  availableSeats: readonly number[];
}

interface TimeSetLike {
  id: number;
  title: string;
  isClosed?: boolean;
  isTextRow?: boolean;
  paymentRule?: number | null;
  requireMenuSelection?: boolean;
  requireMenuPayment?: boolean;
  times: readonly SlotLike[];
}

export interface EditTimeChoice {
  ruleId: number;
  start: string;
  /** HH:mm as the API names the time. */
  name: string;
  title: string;
  /** The time the booking has now. */
  current: boolean;
}

export interface EditTimeContext {
  guests: number;
  /** The booking's own time (its first rule article). */
  current: { ruleId: number; start: string };
  now: Instant;
  timeZone: string;
}

/**
 * The times the edit modal offers on the booking's day (doc 2 §4 Edit): the booked time, and
 * every other time of an open rule that seats the party now, has not locked, and needs neither
 * a payment nor a pre-order (an edited booking may have no charge and no extras: doc 2 §4).
 */
export function editTimeChoices(
  timeSets: readonly TimeSetLike[],
  { guests, current, now, timeZone }: EditTimeContext,
): EditTimeChoice[] {
  const nowMs = instantMs(now, timeZone);
  const currentMs = instantMs(current.start, timeZone);
  const choices: EditTimeChoice[] = [];
  // Each start read once (issue 51: a large venue's day holds 10,000 times, and the sort would
  // read each start ~14 times over).
  const at = new Map<EditTimeChoice, number>();
  for (const set of timeSets) {
    const plain =
      !set.isClosed &&
      !set.isTextRow &&
      (set.paymentRule ?? PaymentRule.NoFee) === PaymentRule.NoFee &&
      !set.requireMenuSelection &&
      !set.requireMenuPayment;
    for (const slot of set.times) {
      const startMs = instantMs(slot.start, timeZone);
      const isCurrent = slot.ruleId === current.ruleId && startMs === currentMs;
      const open =
        !slot.timeExpired &&
        !(slot.availableUntil && nowMs > instantMs(slot.availableUntil, timeZone)) &&
        slot.availableSeats.includes(guests);
      if (isCurrent || (plain && open)) {
        const choice = {
          ruleId: slot.ruleId,
          start: slot.start,
          name: slot.name,
          title: set.title,
          current: isCurrent,
        };
        at.set(choice, startMs);
        choices.push(choice);
      }
    }
  }
  if (!choices.some((choice) => choice.current)) {
    const choice = { ...current, name: '', title: '', current: true };
    at.set(choice, currentMs);
    choices.push(choice);
  }
  return choices.sort((a, b) => at.get(a)! - at.get(b)! || a.ruleId - b.ruleId);
}

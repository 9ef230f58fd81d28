import { PaymentRule } from '../../../../shared/enums.ts';
import type { TimeSet, TimeSlot } from '../../../../shared/availability/types.ts';

export function slot(overrides: Partial<TimeSlot> = {}): TimeSlot {
  return {
    ruleId: 1,
    start: '2026-06-10T16:00:00Z',
    end: '2026-06-10T18:00:00Z',
    availableUntil: null,
    availableSeats: [1, 2, 3, 4],
    waitListSeats: [],
    ...overrides,
  };
}

export function rule(overrides: Partial<TimeSet> = {}): TimeSet {
  return {
    id: 1,
    title: 'Dinner',
    isClosed: false,
    isTextRow: false,
    menuGuid: null,
    paymentRule: PaymentRule.NoFee,
    times: [slot()],
    ...overrides,
  };
}

import { BookingStatus } from '../enums.ts';
import { instantMs } from '../time/apiTime.ts';

export interface WaitListInput {
  status: number;
  history?: readonly { changeDate: string; status: number }[] | null;
}

/**
 * A waiting-list booking: status WaitList, or, once it has history, the latest history
 * status that is not Canceled is WaitList (so a cancelled waiting-list entry stays one).
 */
export function isWaitListBooking(booking: WaitListInput): boolean {
  if (booking.status === BookingStatus.WaitList) return true;
  let latest: { at: number; status: number } | undefined;
  for (const entry of booking.history ?? []) {
    if (entry.status === BookingStatus.Canceled) continue;
    // History dates share one format, so reading them all in UTC keeps their order.
    const at = instantMs(entry.changeDate, 'UTC');
    // On equal dates the later entry wins, following the server's order.
    if (!latest || at >= latest.at) latest = { at, status: entry.status };
  }
  return latest?.status === BookingStatus.WaitList;
}

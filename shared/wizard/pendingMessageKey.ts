/**
 * The line above the details form saying what the chosen time has become (doc 1 §1 modes):
 * a request to send, a place on the waiting list, or a held table (held activities: an
 * activity booking has lanes and rooms, not tables). A request wins, as in bookingMode. Once
 * the time was taken while the guest paid (doc 2 §8), the line says so instead.
 */
export function pendingMessageKey(flags: {
  isBookingRequest: boolean;
  isWaitList: boolean;
  isActivityBooking: boolean;
  timeTaken: boolean;
}):
  | 'wizard.requestPending'
  | 'wizard.waitListPending'
  | 'wizard.detailsPending'
  | 'wizard.detailsPendingActivity'
  | 'wizard.detailsTaken' {
  if (flags.timeTaken) return 'wizard.detailsTaken';
  if (flags.isBookingRequest) return 'wizard.requestPending';
  if (flags.isWaitList) return 'wizard.waitListPending';
  return flags.isActivityBooking ? 'wizard.detailsPendingActivity' : 'wizard.detailsPending';
}

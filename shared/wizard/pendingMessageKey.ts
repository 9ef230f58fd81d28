/**
 * The line above the details form saying what the chosen time has become (doc 1 §1 modes):
 * a request to send, a place on the waiting list, or a held table. A request wins, as in
 * bookingMode.
 */
export function pendingMessageKey(flags: {
  isBookingRequest: boolean;
  isWaitList: boolean;
}): 'wizard.requestPending' | 'wizard.waitListPending' | 'wizard.detailsPending' {
  if (flags.isBookingRequest) return 'wizard.requestPending';
  if (flags.isWaitList) return 'wizard.waitListPending';
  return 'wizard.detailsPending';
}

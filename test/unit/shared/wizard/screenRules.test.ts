import { describe, expect, it } from 'vitest';
import type { RouteName } from '../../../../shared/routing/Route.ts';
import { needsBackConfirmation } from '../../../../shared/wizard/needsBackConfirmation.ts';
import { pendingMessageKey } from '../../../../shared/wizard/pendingMessageKey.ts';
import { requestIntroText } from '../../../../shared/wizard/requestIntroText.ts';

describe('needsBackConfirmation', () => {
  it.each<[string, RouteName, string | undefined, boolean]>([
    ['doc1 §4 Choosing times: back from details with a booking asks first', 'finalize', 'b', true],
    ['doc1 §4 Choosing times: back from preorder with a booking asks first', 'preorder', 'b', true],
    ['doc1 §4: details without a booking have nothing to release', 'finalize', undefined, false],
    ['doc1 §2 Back: the time list goes back without asking', 'availability', 'b', false],
    ['doc1 §2 Back: the wizard steps go back without asking', 'wizard', undefined, false],
    [
      'doc1 §2 Back: the request intro toggles without asking',
      'bookingRequestIntro',
      undefined,
      false,
    ],
  ])('%s', (_name, routeName, bookingId, expected) => {
    expect(needsBackConfirmation(routeName, bookingId)).toBe(expected);
  });

  it('doc1 §2 Back navigation (issue 36): details back to the pre-order keeps the booking and its quantities, so it asks nothing', () => {
    expect(needsBackConfirmation('finalize', 'b', true)).toBe(false);
    // Back from the pre-order itself still releases the time, and asks.
    expect(needsBackConfirmation('preorder', 'b', true)).toBe(true);
  });
});

describe('pendingMessageKey', () => {
  const flags = { isBookingRequest: false, isWaitList: false, isActivityBooking: false };
  it.each([
    [
      'doc1 §1 modes: a booking request is sent later',
      { isBookingRequest: true },
      'wizard.requestPending',
    ],
    [
      'doc1 §1 modes: a request wins over the waiting list',
      { isBookingRequest: true, isWaitList: true },
      'wizard.requestPending',
    ],
    ['doc1 §1 modes: a waiting-list entry', { isWaitList: true }, 'wizard.waitListPending'],
    ['doc1 §1 modes: a held table', {}, 'wizard.detailsPending'],
    [
      'doc1 §1 modes: held activities are not called a table',
      { isActivityBooking: true },
      'wizard.detailsPendingActivity',
    ],
    [
      'doc2 §8 DoubleBookingException: a taken time is no longer said to be held',
      { timeTaken: true },
      'wizard.detailsTaken',
    ],
    [
      'doc2 §8 DoubleBookingException: taken activities neither',
      { timeTaken: true, isActivityBooking: true },
      'wizard.detailsTaken',
    ],
  ])('%s', (_name, extra, expected) => {
    expect(pendingMessageKey({ ...flags, timeTaken: false, ...extra })).toBe(expected);
  });
});

describe('requestIntroText', () => {
  it.each([
    ['doc1 §2 Routes: the intro shows the venue’s request text', 'Ask us!', 'Too many', 'Ask us!'],
    ['doc1 §2 Routes: without one, the exceeded-guests message', '', 'Too many', 'Too many'],
    ['doc1 §2 Routes: blank request text counts as none', '  ', 'Too many', 'Too many'],
    ['doc1 §2 Routes: neither set leaves the intro text empty', '', '', ''],
  ])('%s', (_name, inquiryInfo, messageExceededGuests, expected) => {
    expect(requestIntroText({ inquiryInfo, unitsMetaData: { messageExceededGuests } })).toBe(
      expected,
    );
  });
});

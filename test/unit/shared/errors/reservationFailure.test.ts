import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../shared/enums.ts';
import { reservationFailure } from '../../../../shared/errors/reservationFailure.ts';

describe('reservationFailure', () => {
  it.each([
    [
      'doc1 §8 TemporaryUnavailable gives time not available, go to select date',
      ErrorCode.TemporaryUnavailable,
      { messageKey: 'errors.timeNotAvailable', actionKey: 'actions.goToSelectDate' },
    ],
    [
      'doc1 §8 Undefined gives unknown error, go to select date',
      ErrorCode.Undefined,
      { messageKey: 'errors.unknownError', actionKey: 'actions.goToSelectDate' },
    ],
    [
      'doc2 §8 Confirmation failure: PaymentError offers start over',
      ErrorCode.PaymentError,
      { messageKey: 'errors.paymentFailed', actionKey: 'actions.startOver' },
    ],
    [
      'doc1 §8 Unknown numeric code reads as Undefined',
      42,
      { messageKey: 'errors.unknownError', actionKey: 'actions.goToSelectDate' },
    ],
    [
      'doc1 §8 Missing code reads as Undefined',
      undefined,
      { messageKey: 'errors.unknownError', actionKey: 'actions.goToSelectDate' },
    ],
  ])('%s', (_name, code, expected) => {
    expect(reservationFailure(code)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../shared/enums.ts';
import {
  mutationFailure,
  type FailedMutation,
  type MutationFailure,
} from '../../../../shared/errors/mutationFailure.ts';

describe('mutationFailure', () => {
  it.each<[string, FailedMutation, MutationFailure]>([
    [
      'doc1 §8 Creation or respond failure: code 0 opens the modal (unknown error)',
      { code: ErrorCode.Undefined },
      { kind: 'reservationFailed', code: 0 },
    ],
    [
      'doc1 §8 Creation or respond failure: TemporaryUnavailable 2 opens the modal',
      { code: ErrorCode.TemporaryUnavailable },
      { kind: 'reservationFailed', code: 2 },
    ],
    [
      'doc1 §8 Creation or respond failure: PaymentError 19 opens the modal',
      { code: ErrorCode.PaymentError },
      { kind: 'reservationFailed', code: 19 },
    ],
    [
      'doc1 §8 Creation or respond failure: a code the widget does not know still opens it',
      { code: 77 },
      { kind: 'reservationFailed', code: 77 },
    ],
    [
      'doc1 §8 Creation or respond failure: a code wins even when the browser is offline',
      { code: 0, networkError: false, offline: true },
      { kind: 'reservationFailed', code: 0 },
    ],
    ['decision (docs/decisions.md): no code keeps the guest in place', {}, { kind: 'tryAgain' }],
    ['decision (docs/decisions.md): a null code is no code', { code: null }, { kind: 'tryAgain' }],
    [
      'decision (docs/decisions.md): a fractional code is no code',
      { code: 1.5 },
      { kind: 'tryAgain' },
    ],
    [
      'doc1 §8 No status: a connection dropped while online is not "offline", try again',
      { networkError: true, offline: false },
      { kind: 'tryAgain' },
    ],
    [
      'doc2 §2 Error pages: a browser that is offline gets the no-connection page',
      { networkError: true, offline: true },
      { kind: 'noConnection' },
    ],
  ])('%s', (_name, failed, expected) => {
    expect(mutationFailure(failed)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../shared/enums.ts';
import {
  failureRoute,
  type FailurePlace,
  type FailureRoute,
} from '../../../../shared/errors/failureRoute.ts';

type Failed = Parameters<typeof failureRoute>[0];

const modal = (code: number): FailureRoute => ({
  failure: { kind: 'reservationFailed', code },
  shown: { kind: 'reservationFailed', code },
});
const offline = { networkError: true, offline: true };
const dropped = { networkError: true, offline: false };

describe('failureRoute', () => {
  it.each<[string, Failed, FailurePlace, FailureRoute]>([
    [
      'doc 1 §8 Creation or respond failure: a code on a step opens the reservation-failed modal',
      { code: ErrorCode.TemporaryUnavailable, status: 400 },
      'step',
      modal(2),
    ],
    [
      'doc 1 §8 Finalize failure: a code on the details form opens the modal',
      { code: ErrorCode.Undefined, status: 500 },
      'form',
      modal(0),
    ],
    [
      "doc 1 §8 Creation or respond failure: a code on a page's loading opens the modal",
      { code: ErrorCode.TemporaryUnavailable, status: 409 },
      'pageLoad',
      modal(2),
    ],
    [
      'doc 2 §4 Session guard: the Refresh refused, the table taken (code 2): the session-expired dialog, not the modal',
      { code: ErrorCode.TemporaryUnavailable, status: 409 },
      'sessionRefresh',
      { failure: { kind: 'reservationFailed', code: 2 }, shown: { kind: 'sessionExpired' } },
    ],
    [
      'doc 2 §4 Session guard: the Refresh refused with any code does not revive: the session-expired dialog',
      { code: ErrorCode.Undefined, status: 500 },
      'sessionRefresh',
      { failure: { kind: 'reservationFailed', code: 0 }, shown: { kind: 'sessionExpired' } },
    ],
    [
      'doc 1 §8 Page errors by HTTP status: a Refresh answered 504 without a code is the server-error page',
      { status: 504 },
      'sessionRefresh',
      { failure: { kind: 'tryAgain' }, shown: { kind: 'errorPage', page: 'serverError' } },
    ],
    [
      'doc 1 §8 Page errors by HTTP status: a Refresh with no answer while offline is the no-connection page',
      offline,
      'sessionRefresh',
      { failure: { kind: 'noConnection' }, shown: { kind: 'errorPage', page: 'noConnection' } },
    ],
    [
      'doc 1 §8 Creation or respond failure: a code wins over an offline browser',
      { code: ErrorCode.PaymentError, ...offline },
      'step',
      modal(19),
    ],
    [
      'doc 1 §8 (docs/decisions.md): an offline browser on a step gets the no-connection page',
      offline,
      'step',
      { failure: { kind: 'noConnection' }, shown: { kind: 'errorPage', page: 'noConnection' } },
    ],
    [
      'doc 1 §8 (docs/decisions.md): an offline browser on the form stays there, told in place',
      offline,
      'form',
      { failure: { kind: 'noConnection' }, shown: { kind: 'inPlace' } },
    ],
    [
      'doc 1 §8 (docs/decisions.md): a dropped connection on a step keeps the guest in place',
      dropped,
      'step',
      { failure: { kind: 'tryAgain' }, shown: { kind: 'inPlace' } },
    ],
    [
      'doc 1 §8 (docs/decisions.md): a status without a code keeps the step; no page for a click',
      { status: 504 },
      'step',
      { failure: { kind: 'tryAgain' }, shown: { kind: 'inPlace' } },
    ],
    [
      'doc 1 §8 (docs/decisions.md): a status without a code keeps the form',
      { status: 500 },
      'form',
      { failure: { kind: 'tryAgain' }, shown: { kind: 'inPlace' } },
    ],
    [
      'doc 1 §8 Page errors by HTTP status: 504 on a page load is the server-error page',
      { status: 504 },
      'pageLoad',
      { failure: { kind: 'tryAgain' }, shown: { kind: 'errorPage', page: 'serverError' } },
    ],
    [
      'doc 1 §8 Page errors by HTTP status: 500 on a page load is the broken-link page',
      { status: 500, responseText: 'boom' },
      'pageLoad',
      { failure: { kind: 'tryAgain' }, shown: { kind: 'errorPage', page: 'brokenLink' } },
    ],
    [
      "doc 1 §8 Page errors by HTTP status: 404 'Unit does not exist' is the broken-link page",
      { status: 404, responseText: 'Unit does not exist' },
      'pageLoad',
      { failure: { kind: 'tryAgain' }, shown: { kind: 'errorPage', page: 'brokenLink' } },
    ],
    [
      'doc 1 §8 Page errors by HTTP status: no status (a malformed answer) is the generic page',
      {},
      'pageLoad',
      { failure: { kind: 'tryAgain' }, shown: { kind: 'errorPage', page: 'generic' } },
    ],
    [
      'doc 1 §8 Page errors by HTTP status: offline on a page load is the no-connection page',
      offline,
      'pageLoad',
      { failure: { kind: 'noConnection' }, shown: { kind: 'errorPage', page: 'noConnection' } },
    ],
    [
      'doc 1 §8 Page errors by HTTP status: a dropped connection while online is generic',
      dropped,
      'pageLoad',
      { failure: { kind: 'tryAgain' }, shown: { kind: 'errorPage', page: 'generic' } },
    ],
  ])('%s', (_name, failed, place, expected) => {
    expect(failureRoute(failed, place)).toEqual(expected);
  });
});

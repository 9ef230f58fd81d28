import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../shared/enums.ts';
import { outcomeUnknown, type FailedAnswer } from '../../../../shared/errors/outcomeUnknown.ts';

describe('outcomeUnknown', () => {
  it.each<[string, FailedAnswer, boolean]>([
    ['doc 2 §4 Edit (issue 49): no answer, the connection cut or timed out', {}, true],
    ['doc 2 §4 Edit (issue 49): an answer that could not be read', { status: null }, true],
    ["doc 2 §4 Edit (issue 49): a gateway's 504 without a code", { status: 504 }, true],
    ["doc 2 §4 Edit (issue 49): a gateway's 502 without a code", { status: 502 }, true],
    ['doc 2 §4 Edit (issue 49): a 500 without a code', { status: 500 }, true],
    ['doc 2 §8 Edit save failure: a 409 refusal changed nothing', { status: 409 }, false],
    ['doc 2 §8 Edit save failure: a 403 refusal changed nothing', { status: 403 }, false],
    [
      "doc 1 §8: a coded answer is the API's word, even on a 500",
      { status: 500, code: ErrorCode.Undefined },
      false,
    ],
    [
      'doc 1 §8: the time taken (code 2) changed nothing',
      { status: 409, code: ErrorCode.TemporaryUnavailable },
      false,
    ],
  ])('%s', (_name, failed, expected) => {
    expect(outcomeUnknown(failed)).toBe(expected);
  });
});

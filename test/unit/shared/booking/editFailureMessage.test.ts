import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../shared/enums.ts';
import {
  editFailureMessage,
  type EditFailureMessage,
} from '../../../../shared/booking/editFailureMessage.ts';
import type { EditType } from '../../../../shared/booking/isEditSaveEnabled.ts';

describe('editFailureMessage', () => {
  it.each<[string, EditType, number | null | undefined, EditFailureMessage | null]>([
    [
      'doc2 §8 Edit save failure, §3 Error code TemporaryUnavailable: the new time was taken',
      'time',
      ErrorCode.TemporaryUnavailable,
      'timeNotAvailable',
    ],
    ['doc2 §8 Edit save failure: a time edit that failed without a code', 'time', undefined, null],
    [
      'doc2 §8 Edit save failure: a time edit refused with code 0',
      'time',
      ErrorCode.Undefined,
      null,
    ],
    [
      'doc2 §8 Edit save failure: code 2 on a guest-count edit is not a taken time',
      'guests',
      ErrorCode.TemporaryUnavailable,
      null,
    ],
    ['doc2 §8 Edit save failure: a message edit', 'message', null, null],
    ['doc2 §8 Edit save failure: a contact edit', 'contact', ErrorCode.TemporaryUnavailable, null],
  ])('%s', (_name, type, code, expected) => {
    expect(editFailureMessage(type, code)).toBe(expected);
  });
});

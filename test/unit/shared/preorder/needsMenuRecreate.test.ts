import { describe, expect, it } from 'vitest';
import { BookingStatus, MenuStatus } from '../../../../shared/enums.ts';
import { needsMenuRecreate } from '../../../../shared/preorder/needsMenuRecreate.ts';

const S = MenuStatus;

describe('needsMenuRecreate', () => {
  it.each<[string, number, number[], boolean]>([
    [
      'doc1 §4 Preorder: a confirmed menu on an unfinalized booking is re-created',
      BookingStatus.BookingInProgress,
      [S.Confirmed],
      true,
    ],
    [
      'doc1 §4 Preorder: a menu only sent is answered on the same booking',
      BookingStatus.BookingInProgress,
      [S.Sent],
      false,
    ],
    [
      'doc1 §4 Preorder: a finalized booking is never re-created',
      BookingStatus.Web,
      [S.Confirmed],
      false,
    ],
    [
      'doc1 §4 Preorder: any confirmed menu among several counts',
      BookingStatus.BookingInProgress,
      [S.Sent, S.Confirmed],
      true,
    ],
    ['doc1 §4 Preorder: no menu, nothing to re-create', BookingStatus.BookingInProgress, [], false],
  ])('%s', (_name, status, menuStatuses, expected) => {
    const booking = { status, menus: menuStatuses.map((s) => ({ status: s })) };
    expect(needsMenuRecreate(booking)).toBe(expected);
  });
});

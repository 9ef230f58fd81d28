import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredSession, storeSession } from '../../../../widget/bridge/storedSession.ts';

const KEY = 'booking-widget:analyticsSession';

describe('storedSession', () => {
  beforeEach(() => sessionStorage.clear());

  it('doc2 §7 analytics: a stored session is read back (a reload stays in it)', () => {
    storeSession({ id: 'a', lastAt: 1000 });
    expect(readStoredSession()).toEqual({ id: 'a', lastAt: 1000 });
    expect(Object.keys(sessionStorage)).toEqual([KEY]);
  });

  it.each([
    ['doc2 §7 analytics: nothing stored', null],
    ['doc2 §7 analytics: not JSON', '{oops'],
    ['doc2 §7 analytics: no id', '{"lastAt":1}'],
    ['doc2 §7 analytics: a string time', '{"id":"a","lastAt":"1"}'],
    ['doc2 §7 analytics: an array', '[1,2]'],
    ['doc2 §7 analytics: null', 'null'],
  ])('%s reads as no session', (_case, raw) => {
    if (raw !== null) sessionStorage.setItem(KEY, raw);
    expect(readStoredSession()).toBeNull();
  });
});

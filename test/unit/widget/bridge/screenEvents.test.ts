import { describe, expect, it } from 'vitest';
import {
  listenScreenEvents,
  recordScreenEvent,
  type ScreenEvent,
} from '../../../../widget/bridge/screenEvents.ts';

describe('screenEvents', () => {
  it('doc2 §7 named events: what a screen recorded before the bridge listened arrives once, in order', () => {
    const store = {};
    recordScreenEvent(store, 'SameLanguageChange');
    recordScreenEvent(store, 'CancelBookingClicked', 'b-1');
    const heard: ScreenEvent[] = [];
    const stop = listenScreenEvents(store, (event) => heard.push(event));
    recordScreenEvent(store, 'EditBookingSaved', 'b-1');
    expect(heard.map((e) => [e.name, e.bookingId])).toEqual([
      ['SameLanguageChange', null],
      ['CancelBookingClicked', 'b-1'],
      ['EditBookingSaved', 'b-1'],
    ]);
    expect(heard.every((e) => typeof e.at === 'number')).toBe(true);
    // A remount listens again: nothing is repeated.
    stop();
    const again: ScreenEvent[] = [];
    listenScreenEvents(store, (event) => again.push(event));
    expect(again).toEqual([]);
  });

  it('doc2 §7 named events: two widgets never hear each other', () => {
    const one = {};
    const two = {};
    const heard: string[] = [];
    listenScreenEvents(one, (e) => heard.push(`one:${e.name}`));
    listenScreenEvents(two, (e) => heard.push(`two:${e.name}`));
    recordScreenEvent(two, 'SameLanguageChange');
    expect(heard).toEqual(['two:SameLanguageChange']);
  });

  it('doc2 §7 named events: an old listener stopping does not silence the new one', () => {
    const store = {};
    const heard: string[] = [];
    const stopOld = listenScreenEvents(store, () => heard.push('old'));
    listenScreenEvents(store, () => heard.push('new'));
    stopOld();
    recordScreenEvent(store, 'EditBookingSaved', 'b-1');
    expect(heard).toEqual(['new']);
  });
});

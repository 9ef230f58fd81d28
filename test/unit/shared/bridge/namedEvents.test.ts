import { describe, expect, it } from 'vitest';
import {
  namedEvents,
  screenNamedEvent,
  type NamedEventState,
} from '../../../../shared/bridge/namedEvents.ts';

const start: NamedEventState = { guests: null, children: null, language: 'en' };

describe('namedEvents', () => {
  it.each<[string, Partial<NamedEventState>, Partial<NamedEventState>, string[]]>([
    ['doc2 §7 named events: nothing changed', {}, {}, []],
    ['doc2 §7 named events: guests selected', {}, { guests: 2 }, ['GuestsSelected']],
    [
      'doc2 §7 named events: another party size is a new selection',
      { guests: 2 },
      { guests: 4 },
      ['GuestsSelected'],
    ],
    ['doc2 §7 named events: guests cleared is no event', { guests: 2 }, { guests: null }, []],
    [
      'doc2 §7 named events: children amount selected, 0 included',
      { guests: 2 },
      { guests: 2, children: 0 },
      ['SelectChildrenAmount'],
    ],
    [
      'doc2 §7 named events: both in one change, guests first',
      {},
      { guests: 3, children: 1 },
      ['GuestsSelected', 'SelectChildrenAmount'],
    ],
    ['doc2 §7 named events: language changed', {}, { language: 'sv' }, ['LanguageChanged']],
  ])('%s', (_name, prev, next, expected) => {
    expect(namedEvents({ ...start, ...prev }, { ...start, ...next })).toEqual(expected);
  });
});

describe('screenNamedEvent', () => {
  it.each([
    ['doc2 §7 named events: the edit dialog saved', 'editBookingSaved', 'EditBookingSaved'],
    [
      'doc2 §7 named events: cancel booking clicked',
      'cancelBookingClicked',
      'CancelBookingClicked',
    ],
    ['doc2 §7 named events: the same language picked', 'sameLanguageChange', 'SameLanguageChange'],
    ['doc2 §7 named events: a session event is not a named one', 'bookingFinalized', null],
    ['doc2 §7 named events: an inherited name is none', 'toString', null],
  ])('%s', (_name, event, expected) => {
    expect(screenNamedEvent(event)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { firstPaintNamedEvents } from '../../../../shared/bridge/firstPaintNamedEvents.ts';
import type { NamedEventName } from '../../../../shared/bridge/namedEvents.ts';

describe('firstPaintNamedEvents', () => {
  it.each<[string, string | null, number | null, number | null, NamedEventName[]]>([
    ['doc 2 §7 named events: no first-paint choice is a prefill, no event', null, 4, 1, []],
    [
      'doc 2 §7 named events: a party size chosen on the first paint is GuestsSelected',
      '',
      4,
      null,
      ['GuestsSelected'],
    ],
    [
      'doc 2 §7 named events: children are not counted unless chosen there too',
      '',
      4,
      1,
      ['GuestsSelected'],
    ],
    [
      'doc 2 §7 named events: both chosen on the first paint, in the order made',
      'children',
      4,
      1,
      ['GuestsSelected', 'SelectChildrenAmount'],
    ],
    [
      'doc 2 §7 named events: a choice the widget did not keep is no event',
      'children',
      null,
      null,
      [],
    ],
  ])('%s', (_name, chosen, guests, children, expected) => {
    expect(firstPaintNamedEvents(chosen, { guests, children })).toEqual(expected);
  });
});

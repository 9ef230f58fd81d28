import { describe, expect, it } from 'vitest';
import { firstPaintChoice } from '../../../../shared/element/firstPaintChoice.ts';

describe('firstPaintChoice', () => {
  it.each<[string, number, boolean, boolean, ReturnType<typeof firstPaintChoice>]>([
    [
      'doc 1 §2 Guests step: before the bundle, a size up to the maximum is kept',
      4,
      false,
      false,
      'keep',
    ],
    ['doc 1 §2 Guests step: the maximum itself is kept', 8, false, false, 'keep'],
    [
      'doc 1 §2 Guests step: another size before the bundle replaces the kept one',
      2,
      false,
      true,
      'keep',
    ],
    [
      "doc 1 §2 Guests step: 'max+1 +' shows a message, so the widget replays it",
      9,
      false,
      false,
      'replay',
    ],
    [
      'doc 1 §2 Guests step: after the bundle ran, a click with nothing kept is replayed',
      3,
      true,
      false,
      'replay',
    ],
    [
      'doc 1 §2 Guests step: after the bundle read a kept size, a later click changes nothing',
      3,
      true,
      true,
      'none',
    ],
  ])('%s', (_name, value, defined, kept, expected) => {
    expect(firstPaintChoice(value, 8, defined, kept)).toBe(expected);
  });
});

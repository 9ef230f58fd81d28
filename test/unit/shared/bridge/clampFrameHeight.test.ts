import { describe, expect, it } from 'vitest';
import { MAX_FRAME_HEIGHT, clampFrameHeight } from '../../../../shared/bridge/clampFrameHeight.ts';

describe('clampFrameHeight: the iframe host sizes its frame within bounds (issue 31)', () => {
  it.each<[string, unknown, number]>([
    ['DESIGN §5 height message: a height is taken in whole px', 640.2, 641],
    ['DESIGN §5 height message: a numeric string', '700', 700],
    ['issue 31: a billion px is the limit', 1e9, MAX_FRAME_HEIGHT],
    ['issue 31: Infinity is the limit', Infinity, MAX_FRAME_HEIGHT],
    ['issue 31: just under the limit stays', MAX_FRAME_HEIGHT - 1, MAX_FRAME_HEIGHT - 1],
    ['issue 31: negative is ignored', -5, 0],
    ['issue 31: zero is ignored', 0, 0],
    ['issue 31: NaN is ignored', Number.NaN, 0],
    ['issue 31: text is ignored', 'tall', 0],
    ['issue 31: an object is ignored', { valueOf: undefined }, 0],
    ['issue 31: null is ignored', null, 0],
  ])('%s', (_case, height, expected) => {
    expect(clampFrameHeight(height)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { longestChain, roundTrips } from '../../../scripts/roundTrips.ts';

const r = (url: string, start: number, end: number) => ({ url, method: 'GET', start, end });

describe('roundTrips (DESIGN §6: sequential round trips before the first step)', () => {
  it.each([
    ['nothing fetched', [], 0],
    ['one request', [r('loader.js', 0, 10)], 1],
    [
      'DESIGN §6 goal: loader, then bundle, settings and locale in parallel',
      [
        r('loader.js', 0, 10),
        r('widget.js', 11, 30),
        r('settings', 12, 40),
        r('en/common.json', 12, 20),
      ],
      2,
    ],
    [
      'a chunk fetched only after the bundle arrived adds a trip',
      [r('loader.js', 0, 10), r('widget.js', 11, 30), r('chunk.js', 31, 40), r('settings', 41, 50)],
      4,
    ],
    ['overlapping requests do not chain', [r('a', 0, 10), r('b', 5, 20), r('c', 9, 30)], 1],
  ])('%s', (_name, requests, expected) => {
    expect(roundTrips(requests)).toBe(expected);
  });
});

describe('longestChain (what `npm run bench` prints beside the round trips)', () => {
  it('names the requests waited for in turn, first to last', () => {
    const chain = longestChain([
      r('loader.js', 0, 10),
      r('widget.js', 11, 30),
      r('settings', 12, 40),
      r('chunk.js', 31, 45),
      r('en/common.json', 12, 20),
    ]);
    expect(chain.map((request) => request.url)).toEqual(['loader.js', 'widget.js', 'chunk.js']);
  });

  it('is empty for no requests', () => {
    expect(longestChain([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { frameName, readFrameName } from '../../../../shared/bridge/frameName.ts';

describe('frameName', () => {
  it('DESIGN §5 iframe: the id and host origin read back', () => {
    const name = frameName('0b7a5c1e-9f', 'https://venue.example:8080');
    expect(readFrameName(name)).toEqual({
      id: '0b7a5c1e-9f',
      origin: 'https://venue.example:8080',
    });
  });

  it.each([
    ['DESIGN §5 iframe: any other window name', 'main'],
    ['DESIGN §5 iframe: an empty name', ''],
    ['DESIGN §5 iframe: a short id', 'booking-widget|ab|https://venue.example'],
    ['DESIGN §5 iframe: an origin with a path', 'booking-widget|abcdefgh|https://venue.example/x'],
    ['DESIGN §5 iframe: a wildcard origin', 'booking-widget|abcdefgh|*'],
  ])('%s: not a frame of the loader', (_case, name) => {
    expect(readFrameName(name)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  bridgeMessage,
  HOST_SOURCE,
  WIDGET_SOURCE,
} from '../../../../shared/bridge/bridgeMessage.ts';
import { readBridgeMessage } from '../../../../shared/bridge/readBridgeMessage.ts';

const frame = { name: 'the iframe window' };
const other = { name: 'another window' };
const ORIGIN = 'https://widget.example';
const expected = { origin: ORIGIN, source: frame, id: 'abc12345', from: WIDGET_SOURCE } as const;
const good = bridgeMessage(WIDGET_SOURCE, 'abc12345', 'height', { height: 640 });

describe('readBridgeMessage', () => {
  it('DESIGN §5 bridge: the expected origin, window, tag and id: the message', () => {
    const received = readBridgeMessage({ origin: ORIGIN, source: frame, data: good }, expected);
    expect(received).toEqual({
      source: 'booking-widget',
      id: 'abc12345',
      name: 'height',
      payload: { height: 640 },
    });
  });

  it('STYLE 7: a built message is plain JSON and survives a round trip', () => {
    expect(JSON.parse(JSON.stringify(good))).toEqual(structuredClone(good));
  });

  it.each([
    [
      'DESIGN §5 bridge: wrong origin',
      { origin: 'https://evil.example', source: frame, data: good },
    ],
    [
      'DESIGN §5 bridge: origin differing only by port',
      { origin: ORIGIN + ':8443', source: frame, data: good },
    ],
    ['DESIGN §5 bridge: wrong source window', { origin: ORIGIN, source: other, data: good }],
    ['DESIGN §5 bridge: no source window', { origin: ORIGIN, source: null, data: good }],
    [
      'DESIGN §5 bridge: wrong instance id',
      { origin: ORIGIN, source: frame, data: { ...good, id: 'zzz99999' } },
    ],
    [
      "DESIGN §5 bridge: the other side's tag",
      { origin: ORIGIN, source: frame, data: { ...good, source: HOST_SOURCE } },
    ],
    ['DESIGN §5 bridge: not an object', { origin: ORIGIN, source: frame, data: 'height:640' }],
    [
      'DESIGN §5 bridge: no payload',
      { origin: ORIGIN, source: frame, data: { ...good, payload: undefined } },
    ],
    ['DESIGN §5 bridge: no name', { origin: ORIGIN, source: frame, data: { ...good, name: 5 } }],
  ])('%s: ignored', (_case, event) => {
    expect(readBridgeMessage(event, expected)).toBeNull();
  });

  it('DESIGN §5 bridge: an expectation without a window or id accepts nothing', () => {
    const event = { origin: ORIGIN, source: undefined, data: { ...good, id: '' } };
    expect(readBridgeMessage(event, { ...expected, source: undefined, id: '' })).toBeNull();
  });
});

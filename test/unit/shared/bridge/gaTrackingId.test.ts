import { describe, expect, it } from 'vitest';
import { gaTrackingId } from '../../../../shared/bridge/gaTrackingId.ts';

describe('gaTrackingId', () => {
  it.each([
    ['doc2 §7 analytics: a GA4 measurement id', 'G-ABC1234XYZ', 'G-ABC1234XYZ'],
    ['doc2 §7 analytics: a Universal Analytics property', 'UA-123456-1', 'UA-123456-1'],
    ['doc2 §7 analytics: a Google tag id', 'GT-K8MZ4QH', 'GT-K8MZ4QH'],
    ['doc2 §7 analytics: spaces around are trimmed', ' G-ABC1234 ', 'G-ABC1234'],
    ['doc2 §7 analytics: none set', null, null],
    ['doc2 §7 analytics: missing', undefined, null],
    ['doc2 §7 analytics: empty', '', null],
    ['doc2 §7 analytics: another product', 'AW-1234567', null],
    ['doc2 §7 analytics: too short', 'G-12', null],
    ['doc2 §7 analytics: markup', 'G-ABC1234"><script>', null],
    ['doc2 §7 analytics: an address', 'https://evil.example/x.js', null],
  ])('%s', (_name, value, expected) => {
    expect(gaTrackingId(value)).toBe(expected);
  });
});

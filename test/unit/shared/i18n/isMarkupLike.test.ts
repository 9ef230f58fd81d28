import { describe, expect, it } from 'vitest';
import { isMarkupLike } from '../../../../shared/i18n/isMarkupLike.ts';

describe('isMarkupLike', () => {
  it.each([
    ['doc2 §5 Language values: plain code is fine', 'sv', false],
    ['doc2 §5 Language values: region tag is fine', 'nl-BE', false],
    ['doc2 §5 Language values: tag', '<script>alert(1)</script>', true],
    ['doc2 §5 Language values: attribute break-out', 'en" onmouseover="x', true],
    ['doc2 §5 Language values: single quote', "en'", true],
    ['doc2 §5 Language values: percent-encoded tag', '%3Cimg%3E', true],
    ['doc2 §5 Language values: entity', '&#60;b', true],
    ['doc2 §5 Language values: script url', 'javascript:alert(1)', true],
    ['doc2 §5 Language values: event handler', 'sv onerror=alert', true],
  ])('%s', (_name, value, expected) => {
    expect(isMarkupLike(value)).toBe(expected);
  });
});

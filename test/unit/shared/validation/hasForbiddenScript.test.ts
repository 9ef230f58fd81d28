import { describe, expect, it } from 'vitest';
import { hasForbiddenScript } from '../../../../shared/validation/hasForbiddenScript.ts';

describe('hasForbiddenScript', () => {
  it.each([
    ['doc1 §5 CJK/Arabic: Latin with Nordic letters', 'Åsa Ærø Øre', false],
    ['doc1 §5 CJK/Arabic: Cyrillic', 'Мария', false],
    ['doc1 §5 CJK/Arabic: emoji', 'Happy 🎉', false],
    ['doc1 §5 CJK/Arabic: Han', '東京', true],
    ['doc1 §5 CJK/Arabic: Hiragana', 'ひらがな', true],
    ['doc1 §5 CJK/Arabic: Katakana', 'カタカナ', true],
    ['doc1 §5 CJK/Arabic: Hangul', '한국어', true],
    ['doc1 §5 CJK/Arabic: Arabic', 'مرحبا', true],
    ['doc1 §5 CJK/Arabic: one character among Latin', 'Table for 4 東', true],
  ])('%s', (_name, text, expected) => {
    expect(hasForbiddenScript(text)).toBe(expected);
  });
});

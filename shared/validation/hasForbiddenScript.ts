// CJK (Han, kana, Hangul) and Arabic script: the venue systems behind the widget cannot
// store or print them in names and messages.
const FORBIDDEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}]/u;

/** True when the text holds CJK or Arabic characters. */
export function hasForbiddenScript(text: string): boolean {
  return FORBIDDEN.test(text);
}

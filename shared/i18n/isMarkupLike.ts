// Characters and sequences that never occur in a language tag but do in injected markup,
// script URLs or their percent/entity encodings.
const MARKUP = /[<>"'`&;(){}\\]|%3c|%3e|%22|%27|javascript:|data:|on\w+\s*=/i;

/** True when a value (e.g. ?lang=) looks like an attempt to inject markup or script. */
export function isMarkupLike(value: string): boolean {
  return MARKUP.test(value);
}

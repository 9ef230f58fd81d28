/**
 * What venue-supplied rich text may keep (doc 1 §5 Other, doc 2 §5): links and line breaks
 * only, and links only to https, tel and mailto addresses.
 */
export const richTextPolicy = {
  allowedTags: ['a', 'br'],
  allowedAttributes: ['href'],
  allowedLink: /^(?:https:|tel:|mailto:)/i,
} as const;

/** Plain newlines in a venue text become line breaks before sanitising. */
export function newlinesToBreaks(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '<br>');
}

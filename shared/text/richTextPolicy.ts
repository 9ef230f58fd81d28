/**
 * What venue-supplied rich text may keep (doc 1 §5 Other, doc 2 §5): links and line breaks
 * only, and links only to https, tel and mailto addresses.
 */
export const richTextPolicy = {
  allowedTags: ['a', 'br'],
  allowedAttributes: ['href'],
  allowedLink: /^(?:https:|tel:|mailto:)/i,
  /**
   * Elements that go with everything inside them (every other tag gives way to its content):
   * DOMPurify's own FORBID_CONTENTS default, passed to it explicitly, and the list the first
   * paint's copy of the policy follows (loader/firstPaint/venueText.ts), so both show the same.
   */
  droppedWithContent: [
    'annotation-xml',
    'audio',
    'colgroup',
    'desc',
    'foreignobject',
    'head',
    'iframe',
    'math',
    'mi',
    'mn',
    'mo',
    'ms',
    'mtext',
    'noembed',
    'noframes',
    'noscript',
    'plaintext',
    'script',
    'selectedcontent',
    'style',
    'svg',
    'template',
    'thead',
    'title',
    'video',
    'xmp',
  ],
} as const;

/** Plain newlines in a venue text become line breaks before sanitising. */
export function newlinesToBreaks(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '<br>');
}

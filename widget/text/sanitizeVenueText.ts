import DOMPurify from 'dompurify';
import { newlinesToBreaks, richTextPolicy } from '../../shared/text/richTextPolicy.ts';

let configured = false;

function configure() {
  if (configured) return;
  configured = true;
  // Venue links leave the widget: a new tab, and no handle back to this page.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      // DOMPurify lets an empty address through (a link to the host page itself): off the
      // policy, so it is no link, as in the first paint.
      const href = node.getAttribute('href');
      if (href !== null && !richTextPolicy.allowedLink.test(href.trim())) {
        node.removeAttribute('href');
      }
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * A venue text as safe HTML: only links (https, tel, mailto) and line breaks survive; every
 * other tag is dropped with its text kept, and scripts and their content are removed.
 */
export function sanitizeVenueText(text: string): string {
  configure();
  return DOMPurify.sanitize(newlinesToBreaks(text), {
    ALLOWED_TAGS: [...richTextPolicy.allowedTags],
    ALLOWED_ATTR: [...richTextPolicy.allowedAttributes, 'target', 'rel'],
    ALLOWED_URI_REGEXP: richTextPolicy.allowedLink,
    KEEP_CONTENT: true,
    FORBID_CONTENTS: [...richTextPolicy.droppedWithContent],
  });
}

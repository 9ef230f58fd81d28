import { isSystemId } from '../routing/isSystemId.ts';
import { Segment } from '../routing/segments.ts';
import { splitPath } from '../routing/splitPath.ts';

const WORDS: ReadonlySet<string> = new Set(Object.values(Segment));

/** What a segment analytics may not see becomes. @internal */
export const HIDDEN_SEGMENT = '(id)';

/**
 * The widget page's path as analytics may see it (issue 49): the routes' fixed words (doc 1 §2),
 * a valid system id and a numeric unit stay; every other segment, a booking's guid above all
 * (the booking link is a bearer secret), becomes HIDDEN_SEGMENT. Kept by allow-list, not by the
 * look of a guid: an id of any form is hidden. The query and the hash are never part of it.
 */
export function analyticsPath(pathname: string): string {
  const segments = splitPath(pathname).map((segment) =>
    WORDS.has(segment.toLowerCase()) || isSystemId(segment) || /^\d{1,9}$/.test(segment)
      ? encodeURIComponent(segment)
      : HIDDEN_SEGMENT,
  );
  return `/${segments.join('/')}`;
}

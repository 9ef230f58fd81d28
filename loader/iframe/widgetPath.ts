import { joinPath } from '../../shared/routing/joinPath.ts';
import { splitPath } from '../../shared/routing/splitPath.ts';
import type { WidgetOptions } from '../api/widgetOptions.ts';

const QUERY: Record<string, string> = {
  guests: 'guests',
  children: 'children',
  // The children prefill's other name (issue 33): `data-guests-children`, open({guestsChildren}).
  // Both names go as they are: the frame's page decides between them by the one rule
  // (shared/routing/childrenPrefill.ts), as it does for any address.
  'guests-children': 'guestsChildren',
  guestsChildren: 'guestsChildren',
  date: 'date',
  sections: 'sectionIds',
  tag: 'tag',
  lang: 'lang',
};

/**
 * The full-page route an iframe shows: the start route (prefill in the query) or `route`, its
 * path rebuilt from encoded segments (issue 31: `/javascript:…` or `/\\host` stay a path).
 * @internal Exported for its tests.
 */
export function widgetPath(options: WidgetOptions): string {
  const [, path, search = ''] = /^(\/[^?#]*)(\?[^#]*)?/.exec(options.route ?? '') ?? [];
  if (path) return joinPath(splitPath(path)).slice(1) + search;
  const query = new URLSearchParams();
  for (const [option, param] of Object.entries(QUERY)) {
    const value = options[option];
    if (value) query.set(param, value);
  }
  const found = query.toString();
  const start = joinPath([options.system ?? '', options.unit ?? '']).slice(1);
  return found ? `${start}?${found}` : start;
}

/** The widget's full page for these options, or null should it not be on the widget's origin. */
export function widgetUrl(options: WidgetOptions, base: string): string | null {
  const url = new URL(widgetPath(options), base);
  return url.origin === new URL(base).origin ? url.href : null;
}

import type { WidgetOptions } from '../api/widgetOptions.ts';

const QUERY: Record<string, string> = {
  guests: 'guests',
  children: 'children',
  date: 'date',
  sections: 'sectionIds',
  tag: 'tag',
  lang: 'lang',
};

/** The full-page route an iframe shows: the start route (prefill in the query) or `route`. */
export function widgetPath(options: WidgetOptions): string {
  if (options.route?.startsWith('/')) return options.route.slice(1);
  const query = new URLSearchParams();
  for (const [option, param] of Object.entries(QUERY)) {
    const value = options[option];
    if (value) query.set(param, value);
  }
  const search = query.toString();
  const path = `${encodeURIComponent(options.system ?? '')}/${encodeURIComponent(options.unit ?? '')}`;
  return search ? `${path}?${search}` : path;
}

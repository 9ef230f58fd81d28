import type { QueryRecord } from './parseSearch.ts';

/** Writes a QueryRecord back as a search string: '' when empty, else starting with '?'. */
export function formatSearch(query: QueryRecord): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(one)}`);
    }
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

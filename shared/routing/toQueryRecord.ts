import { parseSearch, type QueryRecord } from './parseSearch.ts';

/** Accepts either form callers hold and returns a fresh record they may not share. */
export function toQueryRecord(query: QueryRecord | string): QueryRecord {
  if (typeof query === 'string') return parseSearch(query);
  const copy: QueryRecord = {};
  for (const [name, value] of Object.entries(query)) {
    copy[name] = Array.isArray(value) ? [...value] : value;
  }
  return copy;
}

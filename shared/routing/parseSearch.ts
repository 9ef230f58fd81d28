/** Query parameters as plain data: a repeated name holds every value in order. */
export type QueryRecord = Record<string, string | string[]>;

function decode(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A stray '%' must not break loading the page; keep the text as typed.
    return spaced;
  }
}

/** Reads a raw search string (with or without the leading '?') into a QueryRecord. */
export function parseSearch(search: string): QueryRecord {
  const query: QueryRecord = {};
  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1));
    if (name === '') continue;
    const previous = query[name];
    if (previous === undefined) query[name] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else query[name] = [previous, value];
  }
  return query;
}

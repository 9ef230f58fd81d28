import { searchParams, type Query } from './searchParams.ts';

/**
 * The URL a call requests: the API base (ending in `/`), the path, and the query when there is
 * one. The loader's prefetched settings are found under the same string. A base that is no
 * absolute URL stays as written, for `fetch` to resolve against the page.
 */
export function requestUrl(base: string, path: string, query?: Query): string {
  let href = base + path;
  try {
    href = new URL(href).href;
  } catch {
    // Relative: left to fetch.
  }
  const search = query ? searchParams(query).toString() : '';
  return search ? href.replace(/(?:\?.*?)?(?=#|$)/, `?${search}`) : href;
}

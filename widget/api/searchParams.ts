export type Query = Record<
  string,
  string | number | boolean | readonly (string | number)[] | undefined
>;

/** A query's parameters, sorted, so that the same query is the same URL and cache key. */
export function searchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    // The API reads arrays as repeated parameters (doc 1 §7).
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  }
  params.sort();
  return params;
}

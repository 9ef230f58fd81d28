/** Marker for {@link changeAt}: delete the key instead of setting it. */
export const REMOVE = Symbol('remove');

/**
 * A deep copy of `data` with the value at `path` replaced (or removed with REMOVE), so that
 * tests can break one field of a valid fixture at a time.
 */
export function changeAt(data: unknown, path: (string | number)[], value: unknown): unknown {
  const copy: unknown = structuredClone(data);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last === undefined) return value;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy;
}

/** Builds '/a/b' from segments, encoding each one; no segments gives '/'. */
export function joinPath(segments: readonly string[]): string {
  return `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}

/**
 * The absolute URL of `path` on the page's own origin, or null when it would leave it (for
 * example `//evil.example/1` or `/\evil.example`, which browsers read as another host). Every
 * navigation the widget starts from stored or URL data goes through this.
 */
export function sameOriginHref(path: string, here: Pick<Location, 'origin'>): string | null {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  try {
    const url = new URL(path, here.origin);
    return url.origin === here.origin ? url.href : null;
  } catch {
    return null;
  }
}

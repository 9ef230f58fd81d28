import { isSystemId } from './isSystemId.ts';

/**
 * The venue path the generic error page's Try again returns to (doc 1 §8), from the system and
 * unit kept in local storage: `/{system}/{unitId}`, or null when either is not a valid id
 * (storage is input too: a stored `//evil.example` must never become a navigation).
 */
export function retryPath(system: string | null, unit: string | null): string | null {
  if (system === null || unit === null || !isSystemId(system)) return null;
  if (!/^\d{1,9}$/.test(unit)) return null;
  return `/${system}/${unit}`;
}

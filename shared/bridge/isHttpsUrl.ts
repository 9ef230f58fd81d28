/**
 * Whether a script address may be loaded on a host's request (DESIGN §5 "load script"): an
 * absolute https URL with a host, nothing else (no http, data:, javascript: or relative path).
 */
export function isHttpsUrl(url: unknown): url is string {
  return typeof url === 'string' && /^https:\/\/[^\s/?#\\@]+(?:[/?#][^\s]*)?$/i.test(url);
}

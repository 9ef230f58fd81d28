/** Markets a system id may belong to; the prefix before '_' names one of them. */
const SYSTEM_PREFIXES = [
  'SE',
  'NO',
  'DK',
  'BE',
  'EE',
  'FI',
  'US',
  'RU',
  'NL',
  'ES',
  'LT',
  'LV',
] as const;
type SystemPrefix = (typeof SYSTEM_PREFIXES)[number];

/**
 * Letters, digits and '_' only, at most 64: a system id goes into a path, an HTTP header and
 * local storage, so anything else ('/', '.', ':', a newline) is refused before it is used.
 */
const SYSTEM_ID = /^[a-z0-9_]{1,64}$/i;

/** The market prefix before the first '_' (compared without case), if it is a known one. */
function systemPrefix(system: string): SystemPrefix | undefined {
  const underscore = system.indexOf('_');
  const candidate = underscore > 0 ? system.slice(0, underscore).toUpperCase() : '';
  return SYSTEM_PREFIXES.find((known) => known === candidate);
}

/**
 * Whether `system` is a valid system id (doc 1 §2): SYSTEM_ID's characters and a known market
 * prefix, as a boolean, for the loader and the first paint, where every byte is counted (DESIGN §6).
 */
export function isSystemId(system: string): boolean {
  return SYSTEM_ID.test(system) && systemPrefix(system) !== undefined;
}

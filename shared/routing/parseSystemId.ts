/** Markets a system id may belong to; the prefix before '_' names one of them. */
export const SYSTEM_PREFIXES = [
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
export type SystemPrefix = (typeof SYSTEM_PREFIXES)[number];

export type ParsedSystemId =
  | { ok: true; system: string; prefix: SystemPrefix }
  | {
      ok: false;
      error: 'invalidSystemPrefix' | 'invalidSystemId';
      system: string;
      message: string;
    };

/**
 * Letters, digits and '_' only, at most 64: a system id goes into a path, an HTTP header and
 * local storage, so anything else ('/', '.', ':', a newline) is refused before it is used.
 */
const SYSTEM_ID = /^[a-z0-9_]{1,64}$/i;

/**
 * Checks a system id such as `se_demo` (doc 1 §2): only `[a-z0-9_]` (any case) and a market
 * prefix before the first '_' (compared without case).
 */
export function parseSystemId(system: string): ParsedSystemId {
  if (system !== '' && !SYSTEM_ID.test(system)) {
    return {
      ok: false,
      error: 'invalidSystemId',
      system,
      message: `Invalid system id: ${JSON.stringify(system.slice(0, 80))}`,
    };
  }
  const underscore = system.indexOf('_');
  const candidate = underscore > 0 ? system.slice(0, underscore).toUpperCase() : '';
  const prefix = SYSTEM_PREFIXES.find((known) => known === candidate);
  if (prefix === undefined) {
    return {
      ok: false,
      error: 'invalidSystemPrefix',
      system,
      message: `Invalid system prefix: ${JSON.stringify(system)}`,
    };
  }
  return { ok: true, system, prefix };
}

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
  | { ok: false; error: 'invalidSystemPrefix'; system: string; message: string };

/** Checks the market prefix of a system id such as `se_demo` (prefix compared without case). */
export function parseSystemId(system: string): ParsedSystemId {
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

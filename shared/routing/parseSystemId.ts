import { SYSTEM_ID, systemPrefix, type SystemPrefix } from './isSystemId.ts';

export { SYSTEM_PREFIXES, type SystemPrefix } from './isSystemId.ts';

export type ParsedSystemId =
  | { ok: true; system: string; prefix: SystemPrefix }
  | {
      ok: false;
      error: 'invalidSystemPrefix' | 'invalidSystemId';
      system: string;
      message: string;
    };

/**
 * Checks a system id such as `se_demo` (doc 1 §2): only `[a-z0-9_]` (any case) and a market
 * prefix before the first '_' (compared without case). isSystemId gives the same answer as a
 * boolean.
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
  const prefix = systemPrefix(system);
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

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { phoneZonesFor } from '../../shared/validation/phone.ts';
import { addPhoneZone } from './phonePlans.ts';
import { useOnline } from '../hooks/useOnline.ts';
import { assetBase } from '../platform/assetBase.ts';

/**
 * Zone → its file under the bundle's folder and the file's integrity ('43' →
 * ['phone/43-1A2B3C4D.json', 'sha256-…'], issue 49), set by build.mjs as JSON text: an object
 * would be hoisted into the first step's chunk, a string stays here.
 */
declare const __PHONE_ZONE_FILES__: string | undefined;
const FILES = (
  typeof __PHONE_ZONE_FILES__ === 'string' ? JSON.parse(__PHONE_ZONE_FILES__) : {}
) as Record<string, readonly [file: string, integrity: string]>;
/** The zones' names, which say which calling codes each holds (shared/validation/phone.ts). */
const ZONES = Object.keys(FILES);

/*
 * The phone plans arrive by zone (shared/validation/phone.ts, DESIGN §6; held in
 * widget/fields/phonePlans.ts): a form asks for the zones it needs and waits for them before it
 * sends a number. A zone that cannot be had (no connection, an error, a file that is not plans)
 * is `failed`: the number is then checked only for what any number must be, so the guest is
 * never stopped by a file, and the zone is asked for again when the form needs it anew or the
 * connection comes back. Widgets on one page share the zones, as they share the module.
 */
type ZoneState = 'loading' | 'loaded' | 'failed';
const states = new Map<string, ZoneState>();
/**
 * Zones with an outcome, loaded or failed. A zone asked for again after a failure is not
 * awaited anew: the details step would put its skeleton back in place of a form the guest is
 * typing in, and a submit would wait on a connection just back.
 */
const settled = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function setState(zone: string, state: ZoneState) {
  states.set(zone, state);
  if (state !== 'loading') settled.add(zone);
  version += 1;
  for (const listener of listeners) listener();
}

const downloads = new Map<string, Promise<void>>();

/** A zone that has not come within this long has failed: a stalled connection stops no form. */
const ZONE_TIMEOUT_MS = 8000;

/**
 * Fetches a zone's plans unless they are in or on their way, or failed and not to be asked for
 * `again`; settles (never rejects) once the zone is loaded or failed.
 * @internal Exported for its tests.
 */
export function loadPhoneZone(zone: string, again = false): Promise<void> {
  const known = downloads.get(zone);
  if (known && (states.get(zone) !== 'failed' || !again)) return known;
  const [file, integrity] = FILES[zone] ?? [];
  if (!file) {
    setState(zone, 'failed');
    return Promise.resolve();
  }
  setState(zone, 'loading');
  // AbortSignal.timeout is Safari 16's; an older engine waits for the answer without a limit.
  const limit = typeof AbortSignal.timeout === 'function';
  // Pinned (issue 49): a file whose bytes are not the build's fails the zone like an error.
  const download = fetch(assetBase() + file, {
    integrity,
    ...(limit ? { signal: AbortSignal.timeout(ZONE_TIMEOUT_MS) } : {}),
  })
    .then((response) => {
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((plans) => setState(zone, addPhoneZone(zone, plans, ZONES) ? 'loaded' : 'failed'))
    .catch(() => setState(zone, 'failed'));
  downloads.set(zone, download);
  return download;
}

/**
 * Settles once every zone `value` and `countries` need is loaded or failed, asking again for
 * those that failed: what the guest does next (leaving the field, opening a form) is worth a try.
 */
export function phoneZonesSettled(
  value: string,
  countries: readonly (string | undefined)[] = [],
): Promise<void> {
  const zones = phoneZonesFor(value, countries, ZONES).map((zone) => loadPhoneZone(zone, true));
  return Promise.all(zones).then(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => version;

/**
 * Asks for the zones a phone field needs (its number and the countries it is checked against)
 * and tells whether one has no outcome yet: a form sends nothing until then. A zone that failed
 * is asked for again when the connection comes back, not by every form that mounts.
 */
export function usePhoneZonesPending(
  value: string,
  countries: readonly (string | undefined)[],
): boolean {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  const online = useOnline();
  const zones = phoneZonesFor(value, countries, ZONES);
  const key = zones.join(' ');
  const wasOnline = useRef(online);
  useEffect(() => {
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    for (const zone of key.split(' ')) if (zone) void loadPhoneZone(zone, back);
  }, [key, online]);
  return zones.some((zone) => !settled.has(zone));
}

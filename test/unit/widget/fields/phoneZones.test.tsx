// @vitest-environment happy-dom
// A file of its own environment (widget-own-env), so its module graph is its own: the phone
// plans start empty here, as in a browser that has fetched no zone yet.
import { act } from 'react';
import whole from 'libphonenumber-js/metadata.mobile.json';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { phoneZones } from '../../../../shared/validation/phone.ts';
import {
  defaultPhoneCountry,
  hasPhonePlan,
  internationalPhone,
  validatePhone,
} from '../../../../widget/fields/phonePlans.ts';
import type * as PhoneZonesModule from '../../../../widget/fields/phoneZones.ts';
import { cleanup, render } from '../ui/render.tsx';

type PhoneZones = typeof PhoneZonesModule;

const zones = phoneZones(whole);
/** Every zone's file, as the build names them ('43' -> 'phone/43-ZONE0043.json'). */
const FILES = Object.fromEntries(
  Object.keys(zones).map((zone) => [zone, `phone/${zone}-ZONE00${zone}.json`]),
) as Record<string, string> & Record<'10' | '35' | '43' | '91', string>;

/** What the fake server answers for a zone file: the plans, a status, or a cut connection. */
const answers = new Map<string, () => Promise<Response>>();
const asked: string[] = [];
/** The integrity each zone's fetch carried (issue 49). */
const pinnedWith = new Map<string, string | undefined>();

let module: PhoneZones;

beforeAll(async () => {
  // build.mjs defines the zone files' names and integrity; here the test does.
  const pins = Object.entries(FILES).map(([zone, file]) => [zone, [file, `sha256-zone${zone}=`]]);
  (globalThis as { __PHONE_ZONE_FILES__?: string }).__PHONE_ZONE_FILES__ = JSON.stringify(
    Object.fromEntries(pins),
  );
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const file = new URL(url).pathname.replace(/^.*\/(phone\/)/, '$1');
    asked.push(file);
    pinnedWith.set(file, init?.integrity);
    const answer = answers.get(file);
    return answer ? answer() : Promise.resolve(new Response('missing', { status: 404 }));
  });
  module = await import('../../../../widget/fields/phoneZones.ts');
});

afterEach(() => cleanup());

const json = (body: unknown) => () => Promise.resolve(Response.json(body));

/** Renders the hook and reads what it tells: whether a zone is still on its way. */
function pendingOf(value: string, countries: string[]) {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(module.usePhoneZonesPending(value, countries));
    return null;
  }
  render(<Probe />);
  return seen;
}

describe('phone plans by zone (doc 1 §5 Mobile, DESIGN §6)', () => {
  it('before its zone, a number is checked for what any number must be, and sent as typed', () => {
    expect(hasPhonePlan('SE')).toBe(false);
    expect(validatePhone('070-123 45 67', 'SE')).toBeNull();
    expect(validatePhone('0701 2', 'SE')).toEqual({
      key: 'validation.phoneInvalidExample',
      params: { example: '070-123 45 67' },
    });
    expect(validatePhone('call me', 'GB')).toEqual({
      key: 'validation.phoneInvalid',
      params: { value: 'call me' },
    });
    expect(validatePhone('+46 70 123 45 67 890 12', 'SE')).not.toBeNull();
    expect(internationalPhone(' 070-123 45 67 ', 'SE')).toBe('070-123 45 67');
    // Without the +47 zone the number tells no country: the language's stands.
    expect(defaultPhoneCountry('+47 406 12 345', 'sv')).toBe('SE');
  });

  it('a cut connection, an error or a file that is not plans fails the zone: the form goes on, and asks again later', async () => {
    answers.set(FILES['35'], () => Promise.reject(new TypeError('Failed to fetch')));
    await act(() => module.loadPhoneZone('35'));
    expect(hasPhonePlan('FI')).toBe(false);
    // A form that mounts now does not wait, nor ask again: only what the guest does next does.
    expect(pendingOf('', ['FI']).at(-1)).toBe(false);
    expect(asked.filter((file) => file === FILES['35'])).toHaveLength(1);

    answers.set(FILES['35'], () => Promise.resolve(new Response('<html>', { status: 504 })));
    await act(() => module.loadPhoneZone('35', true));
    answers.set(FILES['35'], json({ SE: zones['43']!.SE }));
    await act(() => module.loadPhoneZone('35', true));
    expect(hasPhonePlan('FI')).toBe(false);
    expect(hasPhonePlan('SE')).toBe(false);
    expect(asked.filter((file) => file === FILES['35'])).toHaveLength(3);

    answers.set(FILES['35'], json(zones['35']));
    await act(() => module.phoneZonesSettled('', ['FI']));
    expect(hasPhonePlan('FI')).toBe(true);
    expect(validatePhone('041 2345678', 'FI')).toBeNull();
    expect(validatePhone('041 234', 'FI')).not.toBeNull();
  });

  it('the hook asks for its zones once and tells when they are in; the plans then check in full', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answers.set(FILES['43'], () => held.then(() => Response.json(zones['43'])));
    const seen = pendingOf('070-123 45 67', ['SE', 'NO']);
    expect(seen.at(-1)).toBe(true);
    expect(asked.filter((file) => file === FILES['43'])).toHaveLength(1);
    await act(async () => {
      release();
      await act(() => module.phoneZonesSettled('', ['SE']));
    });
    expect(seen.at(-1)).toBe(false);
    expect(asked.filter((file) => file === FILES['43'])).toHaveLength(1);
    // A Swedish landline passes the plain check but not the plan of Swedish mobiles.
    expect(validatePhone('08-123 456 78', 'SE')).not.toBeNull();
    expect(internationalPhone('070-123 45 67', 'SE')).toBe('+46701234567');
    expect(defaultPhoneCountry('+47 406 12 345', 'sv')).toBe('NO');
  });

  it('a number typed with + asks for its own zone; a zone with no file fails at once', async () => {
    answers.set(FILES['10'], json(zones['10']));
    expect(pendingOf('+1 201 555 0123', ['GB']).at(-1)).toBe(true);
    await act(() => module.phoneZonesSettled('+1 201 555 0123'));
    expect(hasPhonePlan('US')).toBe(true);
    expect(defaultPhoneCountry('+1 201 555 0123', 'en')).toBe('US');
    expect(internationalPhone('+1 201 555 0123', 'US')).toBe('+12015550123');
    // A zone the build has no file for fails at once, without a request: nothing waits for it.
    const before = asked.length;
    await act(() => module.loadPhoneZone('00'));
    expect(asked).toHaveLength(before);
  });

  it('issue 49: each zone is fetched with the integrity the build gave its file', async () => {
    answers.set(FILES['10'], json(zones['10']));
    await act(() => module.phoneZonesSettled('+1 201 555 0123'));
    expect(pinnedWith.get(FILES['10'])).toBe('sha256-zone10=');
  });

  it('a mounted form asks again for a failed zone when the connection comes back', async () => {
    answers.set(FILES['91'], () => Promise.reject(new TypeError('Failed to fetch')));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const seen = pendingOf('+91 98765 43210', ['IN']);
    await act(() => module.loadPhoneZone('91'));
    expect(seen.at(-1)).toBe(false);
    expect(asked.filter((file) => file === FILES['91'])).toHaveLength(1);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answers.set(FILES['91'], () => held.then(() => Response.json(zones['91'])));
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    // Asked again, and not awaited anew: a form the guest is typing in stays (the details step
    // would otherwise put its skeleton back), and a submit does not wait for it.
    expect(asked.filter((file) => file === FILES['91'])).toHaveLength(2);
    expect(seen.at(-1)).toBe(false);
    await act(async () => {
      release();
      await module.loadPhoneZone('91');
    });
    expect(asked.filter((file) => file === FILES['91'])).toHaveLength(2);
    expect(seen.at(-1)).toBe(false);
    expect(hasPhonePlan('IN')).toBe(true);
    online.mockRestore();
  });
});

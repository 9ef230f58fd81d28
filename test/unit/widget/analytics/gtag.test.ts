// happy-dom loads no script files: a gtag.js tag counts as loaded, quietly.
// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsPayload } from '../../../../shared/bridge/events.ts';
import {
  CONSENT_DEFAULT,
  GTAG_CONFIG,
  GTAG_SRC,
  ownPageLocation,
  startGtag,
} from '../../../../widget/analytics/gtag.ts';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** A fresh window each time: gtag is configured once per window. */
function freshWindow(): GtagWindow {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow as GtagWindow;
}

/** The dataLayer as gtag.js reads it: each entry an Arguments object, here as an array. */
const commands = (win: GtagWindow) =>
  (win.dataLayer ?? []).map((entry) => {
    expect(Array.isArray(entry)).toBe(false); // Arguments, as the standard snippet pushes
    return Array.from(entry as ArrayLike<unknown>);
  });

const scripts = (win: GtagWindow) => [...win.document.querySelectorAll('script')];

const payload = (over: Partial<AnalyticsPayload>): AnalyticsPayload => ({
  sessionId: 's-1',
  kind: 'session',
  name: 'SessionStart',
  bookingId: null,
  ...over,
});

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('startGtag: Google Analytics for a venue with a gaTrackingId', () => {
  it('doc2 §7 analytics: consent denied by default before the config, which anonymises the IP', () => {
    const win = freshWindow();
    startGtag(win, 'G-ABC1234');
    const [consent, js, config] = commands(win);
    expect(consent).toEqual(['consent', 'default', CONSENT_DEFAULT]);
    expect(CONSENT_DEFAULT).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
    expect(js?.[0]).toBe('js');
    expect(js?.[1]).toBeInstanceOf(Date);
    expect(config).toEqual(['config', 'G-ABC1234', GTAG_CONFIG]);
    expect(GTAG_CONFIG.anonymize_ip).toBe(true);
    expect(GTAG_CONFIG.send_page_view).toBe(false);
    expect(commands(win)).toHaveLength(3);
  });

  it('doc2 §7 analytics: gtag.js loads once per window, from Google by default, with the id and the nonce', () => {
    const win = freshWindow();
    startGtag(win, 'G-ABC1234', { nonce: 'n0nce' });
    startGtag(win, 'G-ABC1234', { nonce: 'n0nce' });
    const loaded = scripts(win);
    expect(loaded).toHaveLength(1);
    expect(loaded[0]!.src).toBe(`${GTAG_SRC}?id=G-ABC1234`);
    expect(loaded[0]!.async).toBe(true);
    expect(loaded[0]!.nonce).toBe('n0nce');
    // The second widget of the venue adds no second config.
    expect(commands(win).filter(([c]) => c === 'config')).toHaveLength(1);
  });

  it('doc2 §7 analytics: gtag-src points gtag.js elsewhere (the demo stub), relative to the page', () => {
    const win = freshWindow();
    startGtag(win, 'G-ABC1234', { src: 'https://widget.example/site/gtag-stub.js' });
    expect(scripts(win)[0]!.src).toBe('https://widget.example/site/gtag-stub.js?id=G-ABC1234');
  });

  it.each([
    ['doc2 §7 analytics: a data: address', 'data:text/javascript,window.x=1'],
    ['doc2 §7 analytics: a javascript: address', 'javascript:window.x=1'],
  ])('%s is never loaded, and the events still queue harmlessly', (_name, src) => {
    const win = freshWindow();
    const ga = startGtag(win, 'G-ABC1234', { src });
    ga.send(payload({}));
    expect(scripts(win)).toHaveLength(0);
    expect(commands(win).map(([c]) => c)).toEqual(['consent', 'config', 'event']);
  });

  it('doc2 §7 analytics: each session and named event becomes a gtag event for the venue property', () => {
    const win = freshWindow();
    const ga = startGtag(win, 'G-ABC1234');
    const events: AnalyticsPayload[] = [
      payload({ name: 'SessionStart' }),
      payload({ kind: 'named', name: 'AppLoadTime', value: 812 }),
      payload({ kind: 'named', name: 'GuestsSelected' }),
      payload({ kind: 'named', name: 'SelectChildrenAmount' }),
      payload({ kind: 'named', name: 'LanguageChanged' }),
      payload({ kind: 'named', name: 'SameLanguageChange' }),
      payload({ name: 'BookingFinalized', bookingId: 'b-1' }),
      payload({ kind: 'named', name: 'EditBookingSaved', bookingId: 'b-1' }),
      payload({ kind: 'named', name: 'CancelBookingClicked', bookingId: 'b-1' }),
      payload({ name: 'Cancel', bookingId: 'b-1' }),
      payload({ name: 'CloseModal' }),
    ];
    for (const event of events) ga.send(event);
    const sent = commands(win).filter(([c]) => c === 'event');
    expect(sent.map(([, name]) => name)).toEqual(events.map((e) => e.name));
    expect(sent[0]![2]).toEqual({
      send_to: 'G-ABC1234',
      event_category: 'booking_widget',
      event_label: 'session',
      widget_session_id: 's-1',
    });
    expect(sent[1]![2]).toMatchObject({ event_label: 'named', value: 812 });
    expect(sent[7]![2]).toEqual({
      send_to: 'G-ABC1234',
      event_category: 'booking_widget',
      event_label: 'named',
      widget_session_id: 's-1',
    });
    // What goes to Google is plain JSON.
    for (const [, , params] of sent) expect(structuredClone(params)).toEqual(params);
  });

  it('doc2 §7 analytics: the host grants consent, and may take it back', () => {
    const win = freshWindow();
    const ga = startGtag(win, 'G-ABC1234');
    ga.consent(true);
    ga.consent(false);
    expect(commands(win).slice(-2)).toEqual([
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['consent', 'update', { analytics_storage: 'denied' }],
    ]);
  });

  it('doc2 §7 analytics: a page with its own gtag keeps its consent settings and its gtag.js', () => {
    const win = freshWindow();
    const own: unknown[][] = [];
    win.gtag = (...args) => own.push(args);
    const script = win.document.createElement('script');
    script.src = `${GTAG_SRC}?id=G-HOST0001`;
    win.document.head.append(script);
    startGtag(win, 'G-ABC1234').send(payload({}));
    expect(own.map(([c]) => c)).toEqual(['config', 'event']);
    expect(win.dataLayer).toBeUndefined();
    expect(scripts(win)).toHaveLength(1);
  });

  it('doc2 §7 analytics: two venues on one page share gtag, each event to its own property', () => {
    const win = freshWindow();
    startGtag(win, 'G-AAAA1111').send(payload({}));
    startGtag(win, 'G-BBBB2222').send(payload({}));
    expect(scripts(win)).toHaveLength(1);
    const list = commands(win);
    expect(list.filter(([c]) => c === 'consent')).toHaveLength(1);
    expect(list.filter(([c]) => c === 'config').map(([, id]) => id)).toEqual([
      'G-AAAA1111',
      'G-BBBB2222',
    ]);
    expect(
      list.filter(([c]) => c === 'event').map(([, , p]) => (p as { send_to: string }).send_to),
    ).toEqual(['G-AAAA1111', 'G-BBBB2222']);
  });
});

const GUID = '3f2c9a4e-8b1d-4c6e-9f0a-2b7d5e1c8a93';

describe('startGtag: the booking link is a secret (issue 49)', () => {
  it.each([
    ['BookingFinalized', 'session'],
    ['EditBookingSaved', 'named'],
    ['CancelBookingClicked', 'named'],
    ['Cancel', 'session'],
    ['PaymentTerminal', 'session'],
    ['BackFromPaymentTerminal', 'session'],
    ['CloseModal', 'session'],
  ] as const)(
    'doc2 §7 analytics names no booking id: %s sends nothing of the guid, in any param',
    (name, kind) => {
      const win = freshWindow();
      startGtag(win, 'G-ABC1234').send(payload({ name, kind, bookingId: GUID }));
      const sent = commands(win);
      expect(JSON.stringify(sent)).not.toContain(GUID);
      expect(JSON.stringify(sent)).not.toContain(GUID.replaceAll('-', ''));
      const [, , params] = sent.find(([c]) => c === 'event')!;
      expect(Object.keys(params as object)).not.toContain('booking_id');
    },
  );

  it('doc2 §7 analytics on the widget’s own page (full page, iframe): the location gtag is told hides the guid', () => {
    const win = freshWindow();
    win.history.replaceState(null, '', `/booking/se_demo/${GUID}?webBookingId=${GUID}#x`);
    expect(win.location.pathname).toContain(GUID);
    startGtag(win, 'G-ABC1234', { ownPage: true }).send(payload({ bookingId: GUID }));
    const sent = commands(win);
    expect(JSON.stringify(sent)).not.toContain(GUID);
    const config = sent.find(([c]) => c === 'config')![2] as Record<string, unknown>;
    const event = sent.find(([c]) => c === 'event')![2] as Record<string, unknown>;
    for (const params of [config, event]) {
      expect(params.page_location).toBe(`${win.location.origin}/booking/se_demo/(id)`);
      expect(params.page_referrer).toMatch(/^(https?:\/\/[^/]+)?$/);
    }
  });

  it('doc2 §7 analytics on a venue’s page (inline, modal): the venue’s own location stays its own', () => {
    const win = freshWindow();
    startGtag(win, 'G-ABC1234').send(payload({}));
    const event = commands(win).find(([c]) => c === 'event')![2] as Record<string, unknown>;
    expect(event).not.toHaveProperty('page_location');
    expect(event).not.toHaveProperty('page_referrer');
  });

  it('doc2 §7 analytics: the referrer goes as its origin only (a terminal’s address may hold the return link)', () => {
    const win = {
      location: new URL(`https://widget.example/se_demo/1/payment-confirmation/${GUID}?ChargeId=1`),
      document: { referrer: `https://pay.example/t?return=https%3A%2F%2Fw%2Fx%2F${GUID}` },
    } as unknown as Window;
    expect(ownPageLocation(win)).toEqual({
      page_location: 'https://widget.example/se_demo/1/payment-confirmation/(id)',
      page_referrer: 'https://pay.example',
    });
  });
});

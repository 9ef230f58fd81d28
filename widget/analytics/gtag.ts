import { analyticsPath } from '../../shared/bridge/analyticsPath.ts';
import type { AnalyticsPayload } from '../../shared/bridge/events.ts';

/**
 * Where gtag.js comes from unless the element's `gtag-src` names another (the demo's stub).
 * @internal Exported for its tests.
 */
export const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';

/**
 * No cookies and no ad signals until the host grants consent (Google Consent Mode).
 * @internal Exported for its tests.
 */
export const CONSENT_DEFAULT = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const;

/**
 * doc 2 §7 "Analytics anonymises the IP"; the widget reports events, never page views.
 * @internal Exported for its tests.
 */
export const GTAG_CONFIG = {
  anonymize_ip: true,
  send_page_view: false,
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
} as const;

type Gtag = (...args: unknown[]) => void;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

export interface GtagTarget {
  /** One doc 2 §7 analytics event, to the venue's property only (`send_to`). */
  send(payload: AnalyticsPayload): void;
  /** The host's consent: grants (or takes back) `analytics_storage`. */
  consent(analytics: boolean): void;
}

export interface GtagOptions {
  /** gtag.js's address; relative to the page. @default GTAG_SRC */
  src?: string | null | undefined;
  /** The widget's CSP nonce, put on the script tag. */
  nonce?: string | undefined;
  /**
   * The window is the widget's own page (full page, iframe mode): its address holds the route,
   * and a booking's guid with it, so gtag is told a location without them.
   * @default false
   */
  ownPage?: boolean | undefined;
}

/**
 * Where the widget's own page is, as Google may see it (issue 49: the booking link is a bearer
 * secret): the path with every id hidden (analyticsPath), no query, and the referrer's origin
 * only (a payment terminal's address may carry the widget's return address, guid and all).
 * gtag.js would otherwise send `location.href` and `document.referrer` with every hit.
 * @internal Exported for its tests.
 */
export function ownPageLocation(win: Window) {
  let referrer = '';
  try {
    referrer = new URL(win.document.referrer).origin;
  } catch {
    // No referrer (''), or none worth a parse.
  }
  return {
    page_location: win.location.origin + analyticsPath(win.location.pathname),
    page_referrer: referrer === 'null' ? '' : referrer,
  };
}

// The venue properties configured in each window: widgets on one page share its gtag.
const configured = new WeakMap<Window, Set<string>>();

/**
 * Google Analytics for a venue with a gaTrackingId (doc 2 §7), in `win`: the host page in inline
 * and modal mode (the events land in the venue's property, under the page's consent), the
 * frame's own page in iframe mode. Where the page has no gtag, it gets the standard one with
 * consent denied by default, before any config; a page that defines gtag itself keeps its own
 * consent settings. gtag.js loads once per page (not again when the page loaded it already),
 * with the nonce; a failed load costs nothing but the queued commands.
 */
export function startGtag(win: Window, trackingId: string, options: GtagOptions = {}): GtagTarget {
  const w = win as GtagWindow;
  const gtag: Gtag = (...args) => w.gtag?.(...args);
  let ids = configured.get(win);
  if (!ids) {
    configured.set(win, (ids = new Set()));
    if (typeof w.gtag !== 'function') {
      w.gtag = function gtag() {
        // gtag.js reads Arguments objects from the dataLayer, not arrays: the standard snippet.
        // eslint-disable-next-line prefer-rest-params
        (w.dataLayer = w.dataLayer || []).push(arguments);
      };
      gtag('consent', 'default', CONSENT_DEFAULT);
    }
    const url = new URL(options.src || GTAG_SRC, win.document.baseURI);
    const base = url.href.split('?')[0];
    // Only an http(s) address is fetched (no data: or javascript: script from an attribute).
    const fetchable = /^https?:$/.test(url.protocol);
    if (fetchable && ![...win.document.scripts].some((s) => s.src.split('?')[0] === base)) {
      gtag('js', new Date());
      url.searchParams.set('id', trackingId);
      const script = win.document.createElement('script');
      script.async = true;
      if (options.nonce) script.nonce = options.nonce;
      script.src = url.href;
      win.document.head.append(script);
    }
  }
  // On the widget's own page every hit, Google's automatic ones too, gets the hidden location.
  const where = () => (options.ownPage ? ownPageLocation(win) : {});
  if (!ids.has(trackingId)) {
    ids.add(trackingId);
    gtag('config', trackingId, { ...GTAG_CONFIG, ...where() });
  }
  return {
    // No booking id, in any form (issue 49): doc 2 §7 names none, and the guid opens the booking.
    send: ({ name, kind, sessionId, value }) =>
      gtag('event', name, {
        send_to: trackingId,
        event_category: 'booking_widget',
        event_label: kind,
        widget_session_id: sessionId,
        ...(value === undefined ? {} : { value }),
        ...where(),
      }),
    consent: (analytics) =>
      gtag('consent', 'update', { analytics_storage: analytics ? 'granted' : 'denied' }),
  };
}

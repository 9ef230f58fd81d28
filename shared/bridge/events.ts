import type { ErrorPage } from '../errors/errorPage.ts';
import type { NamedEventName } from './namedEvents.ts';
import type { SessionEventName } from './sessionEventName.ts';

/**
 * The one typed map of what a widget tells its host (DESIGN §5, doc 2 §7 "Messages to the parent
 * frame"): event name → payload. An inline or modal host hears each as a bubbling, composed
 * `booking-widget:<name>` CustomEvent on the element; an iframe host as a bridge message with
 * the same payload. `BookingWidget.on(name, fn)` subscribes to both. Payloads are plain JSON.
 */
export interface BridgeEventMap {
  /** The venue's settings arrived and the first screen shows. */
  loaded: { system: string; unitId: string };
  /** The guest reached a step, or changed a choice on it (doc 2 §7 step messages). */
  step: StepPayload;
  /** The widget's content height in CSS px (the iframe host sizes its frame with it). */
  height: { height: number };
  /** A booking was finished: the host scrolls the widget's top into view. */
  scroll2top: { bookingId: string };
  /** The guest left the modal through its close button (doc 2 §2 Header). */
  close: Record<string, never>;
  /** The booking was created (held) for the chosen times. */
  bookingCreated: { bookingId: string };
  /** The booking was finalized, directly or on the way back from the payment terminal. */
  bookingFinalized: { bookingId: string; status: number | null };
  /** The guest cancelled the booking. */
  bookingCancelled: { bookingId: string };
  /** A doc 2 §7 analytics event, in its session (a new one after 60 minutes without an event). */
  analytics: AnalyticsPayload;
  /**
   * The widget could not start, or shows an error page instead of the booking. `reason:
   * 'bundle'` (the loader's, issue 31): its bundle did not load (a release removed the files a
   * cached loader.js names, the network); the element shows a message and a link to the full
   * page, `fullPage` (null where no element names a venue). Any other reason: one of the error
   * pages of doc 1 §8 and doc 2 §8 appeared (issue 49), told each time one appears.
   */
  error: { reason: 'bundle'; fullPage: string | null } | ErrorPageShown | OverLimitShown;
}

/**
 * Why an error page shows (issue 49): `settings`, the venue's settings did not load (nothing of
 * the venue can show); `booking`, the booking a link names could not be read; `link`, the
 * address names nothing the widget knows; `flow`, a call on the way failed or the connection
 * went away; `render`, a screen failed to draw (its code did not load, a fault).
 */
export type ErrorPageReason = 'settings' | 'booking' | 'link' | 'flow' | 'render';

/** An error page appeared (doc 1 §8, doc 2 §8): why, and which of the four it is. */
export interface ErrorPageShown {
  reason: ErrorPageReason;
  page: ErrorPage;
  /**
   * Always null: the full page would show the same error page. Here so that a host reading
   * `fullPage` of every `error` (as before issue 49) still compiles and reads nothing.
   */
  fullPage: null;
}

/**
 * Issue 51: an answer held more than the contract's limit (shared/contract/limits.ts, e.g. more
 * than LIMITS.availableTimesSlots times in a day). The guest sees a message with the venue's
 * phone and e-mail instead of the times; the venue hears this, so that it can raise the limit or
 * split its sections.
 */
export interface OverLimitShown {
  reason: 'limit';
  page: 'overLimit';
  fullPage: null;
}

/**
 * An analytics event as the host receives it (doc 2 §7 "Analytics events"); with the venue's
 * gaTrackingId the same event goes to Google Analytics as `gtag('event', name, ...)`.
 */
export interface AnalyticsPayload {
  sessionId: string;
  kind: 'session' | 'named';
  /**
   * A session event (SessionStart, BookingFinalized, ...: sessionEventName.ts) or a named event
   * (namedEvents.ts): GuestsSelected, SelectChildrenAmount, LanguageChanged and AppLoadTime from
   * the widget's state; EditBookingSaved, CancelBookingClicked and SameLanguageChange from the
   * screens (recorded in widget/flows/flowEvents.ts).
   */
  name: SessionEventName | NamedEventName;
  bookingId: string | null;
  /** AppLoadTime only: ms from the page's navigation start to the first screen. */
  value?: number;
}

/** A step message (doc 2 §7): where the guest is and what they have chosen so far. */
export interface StepPayload {
  /** The route's name: wizard, availability, preorder, finalize, bookingPage, ... */
  step: string;
  guests: number | null;
  children: number | null;
  /** YYYY-MM-DD */
  date: string | null;
  /**
   * The chosen times as the API wrote them: an instant with its offset, or the venue's wall
   * clock without one (the .NET local form). Never converted to the guest's zone.
   */
  times: string[];
  isWaitList: boolean;
  bookingId: string | null;
}

export type BridgeEventName = keyof BridgeEventMap;

/** What a host may tell a framed widget. */
export interface HostMessageMap {
  /** Load a venue script (analytics, chat) into the framed widget's page: https only. */
  loadScript: { url: string };
  /**
   * The guest's analytics consent, for Google Analytics inside the frame (doc 2 §7): true grants
   * `analytics_storage`, false takes it back. Until then gtag runs with cookies denied.
   */
  consent: { analytics: boolean };
}

/** The DOM event type of a bridge event: `booking-widget:step`. */
export const hostEventType = (name: BridgeEventName | 'request-close') => `booking-widget:${name}`;

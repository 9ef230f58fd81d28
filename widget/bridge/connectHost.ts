import type { Booking, Settings } from '../../shared/contract/index.ts';
import {
  hostEventType,
  type AnalyticsPayload,
  type BridgeEventMap,
} from '../../shared/bridge/events.ts';
import { gaTrackingId } from '../../shared/bridge/gaTrackingId.ts';
import { analyticsSession, type AnalyticsSession } from '../../shared/bridge/analyticsSession.ts';
import type { SessionEventName } from '../../shared/bridge/sessionEventName.ts';
import { FIRST_PAINT_GUESTS } from '../../shared/element/firstPaint.ts';
import { firstPaintNamedEvents } from '../../shared/bridge/firstPaintNamedEvents.ts';
import { flowEventReport } from '../../shared/bridge/flowEventReport.ts';
import { namedEvents, type NamedEventName } from '../../shared/bridge/namedEvents.ts';
import { stepPayload } from '../../shared/bridge/stepPayload.ts';
import { flowEventsOf, type FlowEvent } from '../flows/flowEvents.ts';
import type { WidgetInstance } from '../instance/WidgetInstance.ts';
import type { WidgetState } from '../store/createWidgetStore.ts';
import type { GtagTarget } from '../analytics/gtag.ts';
import { hiddenNonce } from '../platform/hiddenNonce.ts';
import { connectParent } from './connectParent.ts';
import { reportHeight } from './reportHeight.ts';
import { tellHost } from './tellHost.ts';
import { readStoredSession, storeSession } from './storedSession.ts';

// How many flow events each widget has passed on: a remount must not repeat them.
const delivered = new WeakMap<object, number>();
// The page's analytics session (doc 2 §7), shared by its widgets and kept across reloads.
let current: AnalyticsSession | null = null;
// AppLoadTime is the page's: sent once, by its first widget.
let loadTimeSent = false;

const newSessionId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2) + Date.now().toString(36);

/** The venue's settings as the widget loaded them (the bridge connects once they are in). */
function settingsOf({ api, cache, store, unitId }: WidgetInstance): Settings | undefined {
  const route = store.getState().route;
  const unit =
    unitId ||
    (route.name === 'bookingPage'
      ? String(cache.getState<Booking>(api.booking(route.bookingId).key).data?.unitId ?? '')
      : '');
  return unit ? cache.getState<Settings>(api.settings(unit).key).data : undefined;
}

type GtagCall = (target: GtagTarget) => void;

/**
 * Google Analytics for a venue with a gaTrackingId (doc 2 §7): the gtag code is a lazy chunk,
 * loaded only then, and what happens before it is in waits for it, in order. In the window
 * the widget runs in: the host page inline and in a modal, the frame in iframe mode. The
 * element's `gtag-src` (the loader's `data-gtag-src`) points gtag.js elsewhere, e.g. at a stub.
 */
function googleAnalytics(
  instance: WidgetInstance,
  host: Element,
  nonce: string | undefined,
): (call: GtagCall) => void {
  const id = gaTrackingId(settingsOf(instance)?.gaTrackingId);
  if (!id) return () => undefined;
  let target: GtagTarget | undefined;
  const waiting: GtagCall[] = [];
  import('../analytics/gtag.ts').then(
    ({ startGtag }) => {
      target = startGtag(window, id, {
        src: host.getAttribute('gtag-src'),
        nonce,
        ownPage: instance.config.mode === 'page',
      });
      for (const call of waiting.splice(0)) call(target);
    },
    () => undefined, // the chunk did not load: analytics are lost, never the booking
  );
  return (call) => (target ? call(target) : waiting.push(call));
}

type Emit = <K extends keyof BridgeEventMap>(name: K, payload: BridgeEventMap[K]) => void;

/** Sends an analytics event, preceded by SessionStart when 60 minutes passed (doc 2 §7). */
function createTrack(emit: Emit) {
  return (
    name: SessionEventName | NamedEventName,
    bookingId: string | null,
    at = Date.now(),
    extra: { kind: 'named'; value?: number } | null = null,
  ) => {
    const stored = readStoredSession();
    const latest = stored && (!current || stored.lastAt > current.lastAt) ? stored : current;
    const { session, started } = analyticsSession(latest, at, newSessionId);
    current = session;
    storeSession(session);
    const sessionId = session.id;
    if (started)
      emit('analytics', { sessionId, kind: 'session', name: 'SessionStart', bookingId: null });
    emit('analytics', { sessionId, kind: 'session', name, bookingId, ...extra });
  };
}

/**
 * Tells the host what happens in this widget (DESIGN §5, doc 2 §7): every event of the one
 * typed map as a bubbling, composed `booking-widget:<name>` CustomEvent on the element, and,
 * when framed by the loader, as a bridge message to the parent. Also answers the modal's
 * Escape (`booking-widget:request-close`) as the close button would: with the exit warning.
 * `since` is the state when the bridge was asked for: what changed after it is told.
 * Returns the disconnect.
 */
export function connectHost(
  instance: WidgetInstance,
  host: Element,
  since: WidgetState,
): () => void {
  const { store } = instance;
  const nonce = hiddenNonce(host) || instance.config.nonce;
  const toGa = googleAnalytics(instance, host, nonce);
  // The framed widget's host grants or takes back analytics consent by a bridge message.
  const parent = connectParent(window, {
    nonce,
    onConsent: (analytics) => toGa((ga) => ga.consent(analytics)),
  });
  const emit: Emit = (name, payload) => {
    tellHost(host, name, payload);
    if (name === 'analytics') toGa((ga) => ga.send(payload as AnalyticsPayload));
  };

  const track = createTrack(emit);

  emit('loaded', { system: instance.system, unitId: instance.unitId });
  // doc 2 §7 AppLoadTime: navigation start (performance's time origin) to the first screen. Only
  // where the widget is the page (full page, iframe): on a venue's page that measures the venue.
  if (!loadTimeSent && instance.config.mode === 'page' && typeof performance !== 'undefined') {
    loadTimeSent = true;
    track('AppLoadTime', null, Date.now(), {
      kind: 'named',
      value: Math.round(performance.now()),
    });
  }

  let lastStep = '';
  let lastBooking = since.wizard.bookingId;
  const namedState = (state: WidgetState) => ({
    guests: state.wizard.guests ?? null,
    children: state.wizard.guestsChildren ?? null,
    language: state.language,
  });
  let lastNamed = namedState(since);
  // A party size clicked on the first paint (issue 16), and the number of children after it
  // (issue 32), start the widget as a prefill would, but the guest chose them: they are their
  // GuestsSelected and SelectChildrenAmount, reported once.
  const chosen = host.getAttribute(FIRST_PAINT_GUESTS);
  if (chosen !== null) host.removeAttribute(FIRST_PAINT_GUESTS);
  for (const name of firstPaintNamedEvents(chosen, lastNamed)) {
    track(name, store.getState().wizard.bookingId ?? null, Date.now(), { kind: 'named' });
  }
  const onState = (state: WidgetState) => {
    const named = namedState(state);
    for (const name of namedEvents(lastNamed, named)) {
      track(name, state.wizard.bookingId ?? null, Date.now(), { kind: 'named' });
    }
    lastNamed = named;
    const step = stepPayload(state.route.name, state.wizard);
    const key = JSON.stringify(step);
    if (key !== lastStep) {
      lastStep = key;
      emit('step', step);
    }
    const bookingId = state.wizard.bookingId;
    if (bookingId && bookingId !== lastBooking) emit('bookingCreated', { bookingId });
    lastBooking = bookingId;
  };
  onState(store.getState());
  const stopState = store.subscribe(onState);

  const events = flowEventsOf(store);
  const onFlow = (event: FlowEvent) => {
    delivered.set(store, (delivered.get(store) ?? 0) + 1);
    const { finished, cancelled, session, named } = flowEventReport(event);
    if (finished) {
      emit('bookingFinalized', finished);
      emit('scroll2top', { bookingId: finished.bookingId });
    }
    if (cancelled) emit('bookingCancelled', cancelled);
    if (session) track(session, event.payload.bookingId, event.at);
    // doc 2 §7 named events only the screens know (edit saved, cancel clicked, same language).
    const bookingId = event.payload.bookingId ?? store.getState().wizard.bookingId ?? null;
    if (named) track(named, bookingId, event.at, { kind: 'named' });
  };
  // Events recorded while this loaded (a payment return answers fast) are passed on first.
  for (const event of events.list().slice(delivered.get(store) ?? 0)) onFlow(event);
  const stopFlow = events.subscribe(onFlow);

  const stopHeight = reportHeight(host);

  const onRequestClose = (event: Event) => {
    const close = host.shadowRoot?.querySelector<HTMLElement>('[data-close-widget]');
    if (!close) return;
    event.preventDefault();
    close.click();
  };
  host.addEventListener(hostEventType('request-close'), onRequestClose);
  const onClose = () => track('CloseModal', store.getState().wizard.bookingId ?? null);
  host.addEventListener(hostEventType('close'), onClose);

  return () => {
    stopState();
    stopFlow();
    stopHeight();
    host.removeEventListener(hostEventType('request-close'), onRequestClose);
    host.removeEventListener(hostEventType('close'), onClose);
    parent?.stop();
  };
}

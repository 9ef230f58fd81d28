import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorPageShown } from '../../../../shared/bridge/events.ts';
import { App } from '../../../../widget/app/App.tsx';
import { WidgetContext } from '../../../../widget/hooks/useWidget.ts';
import { createTestWidget, fixture, type FakeApi } from '../widgetHarness.tsx';

const GUID = '3f2c9a4e-8b1d-4c6e-9f0a-2b7d5e1c8a93';
// The venue without Google Analytics: gtag is not what these tests are about.
const settings = { ...fixture<object>('settings.response'), gaTrackingId: null };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the settings with `answer`, and a booking with 404 (no such booking). */
const api =
  (answer: () => unknown): FakeApi =>
  (request) => {
    const path = new URL(request.url).pathname.toLowerCase();
    if (path.includes('externalbookingsettings')) return answer();
    if (path.includes('webbookings')) return json(404, { code: 0, message: 'No such booking' });
    return json(404, { code: 0, message: 'unknown' });
  };

// React schedules these renders itself, as in the element (no act(): a wait on an event inside
// act() would hold back the very renders it waits for). freshDocument.ts sets the environment.
let root: Root | undefined;
let listening = new AbortController();

afterEach(() => {
  root?.unmount();
  root = undefined;
  listening.abort();
  listening = new AbortController();
  document.body.replaceChildren();
});

/**
 * The whole App in a shadow root of a <booking-widget>, as the element mounts it; resolves with
 * the first `booking-widget:error` the host hears (the test waits on the event, not on time).
 */
async function errorHeard(options: Parameters<typeof createTestWidget>[0], unitId = '1') {
  const widget = createTestWidget(options);
  widget.instance.unitId = unitId;
  const host = document.createElement('booking-widget');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const heard: ErrorPageShown[] = [];
  const first = new Promise<void>((resolve) =>
    document.addEventListener(
      'booking-widget:error',
      (event) => {
        heard.push((event as CustomEvent<ErrorPageShown>).detail);
        resolve();
      },
      { signal: listening.signal },
    ),
  );
  root = createRoot(container);
  root.render(
    <WidgetContext.Provider value={widget.instance}>
      <App portalContainer={shadow} />
    </WidgetContext.Provider>,
  );
  await first;
  const shown = shadow.querySelector('[data-error-page]')?.getAttribute('data-error-page');
  return { heard, shown, widget };
}

describe('the host hears every failure that ends in an error page (issue 49)', () => {
  it.each<[string, () => unknown, ErrorPageShown]>([
    [
      'doc1 §8: the settings answer 500',
      () => json(500, 'oops'),
      { reason: 'settings', page: 'brokenLink', fullPage: null },
    ],
    [
      'doc1 §8: the settings answer 504',
      () => json(504, 'late'),
      { reason: 'settings', page: 'serverError', fullPage: null },
    ],
    [
      'doc1 §8: the settings answer 404 "unit does not exist"',
      () => json(404, 'unit does not exist'),
      { reason: 'settings', page: 'brokenLink', fullPage: null },
    ],
    [
      'doc1 §8: the settings answer malformed (generic page)',
      () => ({ nothing: true }),
      { reason: 'settings', page: 'generic', fullPage: null },
    ],
  ])('%s', async (_name, answer, expected) => {
    const { heard, shown } = await errorHeard({ api: api(answer) });
    expect(heard).toEqual([expected]);
    expect(shown).toBe(expected.page);
  });

  it('doc2 §8: the booking a link names cannot be read (no unit known yet): reason booking', async () => {
    const { heard, shown } = await errorHeard(
      { api: api(() => settings), path: `/booking/se_demo/${GUID}` },
      '',
    );
    expect(heard).toEqual([{ reason: 'booking', page: 'generic', fullPage: null }]);
    expect(shown).toBe('generic');
  });

  it('doc1 §2: an address that names no unit: the broken-link page, reason link', async () => {
    const { heard } = await errorHeard({ api: api(() => settings), path: '/se_demo' }, '');
    expect(heard).toEqual([{ reason: 'link', page: 'brokenLink', fullPage: null }]);
  });

  it('doc1 §2 Routes: a route the widget does not know, under good settings: reason link', async () => {
    const { heard } = await errorHeard({
      api: api(() => settings),
      path: '/se_demo/1/nothing/here/at/all',
    });
    expect(heard).toEqual([{ reason: 'link', page: 'brokenLink', fullPage: null }]);
  });
});

describe('an error page over the flow (doc 1 §8), and again each time one appears', () => {
  it('doc1 §8: a failed call shows the page: reason flow; gone and back, told again', async () => {
    const widget = createTestWidget({ api: api(() => settings) });
    const host = document.createElement('booking-widget');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const heard: ErrorPageShown[] = [];
    let told = () => undefined as void;
    document.addEventListener(
      'booking-widget:error',
      (event) => {
        heard.push((event as CustomEvent<ErrorPageShown>).detail);
        told();
      },
      { signal: listening.signal },
    );
    const loaded = new Promise<void>((resolve) =>
      document.addEventListener('booking-widget:loaded', () => resolve(), {
        signal: listening.signal,
      }),
    );
    root = createRoot(container);
    root.render(
      <WidgetContext.Provider value={widget.instance}>
        <App portalContainer={shadow} />
      </WidgetContext.Provider>,
    );
    await loaded;
    expect(heard).toEqual([]);
    const next = () => new Promise<void>((resolve) => (told = resolve));
    let shown = next();
    widget.instance.store.getState().showError({ page: 'generic' });
    await shown;
    widget.instance.store.getState().clearError();
    await expect.poll(() => shadow.querySelector('[data-error-page]')).toBeNull();
    shown = next();
    widget.instance.store.getState().showError({ page: 'noConnection' });
    await shown;
    expect(heard).toEqual([
      { reason: 'flow', page: 'generic', fullPage: null },
      { reason: 'flow', page: 'noConnection', fullPage: null },
    ]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameName } from '../../../../shared/bridge/frameName.ts';
import type { ErrorPageShown } from '../../../../shared/bridge/events.ts';
import { reportErrorPage } from '../../../../widget/bridge/reportErrorPage.ts';
import { reportHeight } from '../../../../widget/bridge/reportHeight.ts';
import { tellHost } from '../../../../widget/bridge/tellHost.ts';

const HOST = 'https://venue.example';
const ID = 'instance-0001';

/** A page the loader framed (iframe mode), as hostFrame reads it; its parent records messages. */
function framedWindow() {
  const posted: [unknown, string][] = [];
  const win = {
    self: {},
    top: {},
    name: frameName(ID, HOST),
    location: { ancestorOrigins: [HOST] },
    parent: { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) },
  };
  return { win: win as unknown as Window, posted };
}

/** A ResizeObserver the test drives: `resize()` calls every observer that is still connected. */
function fakeResizeObserver() {
  const live = new Set<() => void>();
  class FakeResizeObserver {
    constructor(private readonly callback: () => void) {}
    observe() {
      live.add(this.callback);
    }
    disconnect() {
      live.delete(this.callback);
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return { live, resize: () => live.forEach((fn) => fn()) };
}

// The document listeners of a test, removed after it.
let listening = new AbortController();

/** A <booking-widget> with a shadow root of the given height, and what its host hears. */
function widgetElement(height = 320) {
  const host = document.createElement('booking-widget');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const section = document.createElement('section');
  root.append(section);
  host.getBoundingClientRect = () => ({ height }) as DOMRect;
  const heard: [string, unknown][] = [];
  for (const name of ['error', 'height'])
    document.addEventListener(
      `booking-widget:${name}`,
      (e) => heard.push([name, (e as CustomEvent).detail]),
      { signal: listening.signal },
    );
  return { host, section, heard, setHeight: (h: number) => (height = h) };
}

afterEach(() => {
  listening.abort();
  listening = new AbortController();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('tellHost: one event to the host, on the element and to a framing host', () => {
  it('DESIGN §5: inline, a bubbling composed CustomEvent reaches the document; no message', () => {
    const { host } = widgetElement();
    const heard: Event[] = [];
    document.addEventListener('booking-widget:error', (e) => heard.push(e), { once: true });
    const posted: unknown[] = [];
    const top = {
      self: 1,
      top: 1,
      name: '',
      location: {},
      parent: { postMessage: () => posted.push(1) },
    };
    tellHost(
      host,
      'error',
      { reason: 'settings', page: 'brokenLink', fullPage: null },
      top as unknown as Window,
    );
    expect(heard).toHaveLength(1);
    expect(heard[0]!.target).toBe(host);
    expect((heard[0] as CustomEvent).detail).toEqual({
      reason: 'settings',
      page: 'brokenLink',
      fullPage: null,
    });
    expect(posted).toEqual([]);
  });

  it("DESIGN §5: framed by the loader, the same payload goes to the host's exact origin, never '*'", () => {
    const { host } = widgetElement();
    const { win, posted } = framedWindow();
    const shown: ErrorPageShown = { reason: 'settings', page: 'generic', fullPage: null };
    tellHost(host, 'error', shown, win);
    expect(posted).toEqual([
      [{ source: 'booking-widget', id: ID, name: 'error', payload: shown }, HOST],
    ]);
    // Plain JSON across the boundary (STYLE 7).
    expect(JSON.parse(JSON.stringify(structuredClone(posted[0]![0])))).toEqual(posted[0]![0]);
  });
});

describe('reportErrorPage: the host hears an error page, and follows its height (issue 49)', () => {
  it.each<[string, ErrorPageShown]>([
    [
      'doc1 §8: the settings answer 500',
      { reason: 'settings', page: 'brokenLink', fullPage: null },
    ],
    [
      'doc1 §8: the settings answer malformed',
      { reason: 'settings', page: 'generic', fullPage: null },
    ],
    [
      'doc1 §8: the settings answer 504',
      { reason: 'settings', page: 'serverError', fullPage: null },
    ],
    [
      'doc2 §8: the booking of a link cannot be read',
      { reason: 'booking', page: 'generic', fullPage: null },
    ],
    [
      'doc1 §2: an address the widget does not know',
      { reason: 'link', page: 'brokenLink', fullPage: null },
    ],
    ['doc1 §8: a call on the way fails', { reason: 'flow', page: 'generic', fullPage: null }],
    ['doc1 §8: the connection goes away', { reason: 'flow', page: 'noConnection', fullPage: null }],
    ['doc1 §8: a screen fails to draw', { reason: 'render', page: 'generic', fullPage: null }],
  ])('%s: error %o, then the height, in the frame too', (_name, shown) => {
    const { resize } = fakeResizeObserver();
    const { section, heard } = widgetElement(287.4);
    const { win, posted } = framedWindow();
    const release = reportErrorPage(section, shown, win);
    resize();
    expect(heard).toEqual([
      ['error', shown],
      ['height', { height: 288 }],
    ]);
    expect(posted.map(([m]) => (m as { name: string }).name)).toEqual(['error', 'height']);
    release();
  });

  it('doc1 §8: a node outside a shadow root (no widget) tells nobody', () => {
    const { heard } = widgetElement();
    const loose = document.createElement('section');
    reportErrorPage(loose, { reason: 'flow', page: 'generic', fullPage: null })();
    reportErrorPage(null, { reason: 'flow', page: 'generic', fullPage: null })();
    expect(heard).toEqual([]);
  });
});

describe('reportHeight: one observer per element, however many ask', () => {
  it('DESIGN §5 height: the bridge and an error page share it; each change is told once; the last release disconnects', () => {
    const { live, resize } = fakeResizeObserver();
    const { host, heard, setHeight } = widgetElement(400);
    const bridge = reportHeight(host);
    const page = reportHeight(host);
    expect(live.size).toBe(1);
    resize();
    setHeight(250);
    resize();
    resize();
    expect(heard).toEqual([
      ['height', { height: 400 }],
      ['height', { height: 250 }],
    ]);
    page();
    page(); // a second release of the same hold changes nothing
    expect(live.size).toBe(1);
    bridge();
    expect(live.size).toBe(0);
  });
});

// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { beforeEach, describe, expect, it } from 'vitest';
import { frameName } from '../../../../shared/bridge/frameName.ts';
import { connectParent } from '../../../../widget/bridge/connectParent.ts';

const HOST = 'https://venue.example';
const ID = 'instance-0001';

/** A framed page as connectParent sees it: named by the loader, its parent on HOST. */
function framedWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const parent = { postMessage: () => undefined };
  const win = {
    self: {},
    top: {},
    parent,
    name: frameName(ID, HOST),
    location: { ancestorOrigins: [HOST] },
    document,
    addEventListener: (_type: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
  };
  const deliver = (data: unknown, origin = HOST, source: unknown = parent) => {
    for (const fn of listeners) fn({ data, origin, source } as MessageEvent);
  };
  return { win: win as unknown as Window, deliver, parent, listeners };
}

const message = (name: string, payload: unknown, id = ID) => ({
  source: 'booking-widget-host',
  id,
  name,
  payload,
});

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('connectParent: the host messages of a framed widget', () => {
  it("doc2 §7 analytics: the host's consent reaches gtag only from the parent, its origin and this id", () => {
    const { win, deliver } = framedWindow();
    const heard: boolean[] = [];
    connectParent(win, { onConsent: (analytics) => heard.push(analytics) });
    deliver(message('consent', { analytics: true }), 'https://evil.example');
    deliver(message('consent', { analytics: true }), HOST, {});
    deliver(message('consent', { analytics: true }, 'other-instance'));
    deliver(message('consent', { analytics: 'yes' }));
    expect(heard).toEqual([]);
    deliver(message('consent', { analytics: true }));
    deliver(message('consent', { analytics: false }));
    expect(heard).toEqual([true, false]);
  });

  it("doc2 §7 'a load message with a script url is accepted': https only, with the page's nonce", () => {
    const { win, deliver } = framedWindow();
    connectParent(win, { nonce: 'n0nce' });
    deliver(message('loadScript', { url: 'http://venue.example/chat.js' }));
    deliver(message('loadScript', { url: 'https://venue.example/chat.js' }));
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((s) => s.src)).toEqual(['https://venue.example/chat.js']);
    expect(scripts[0]!.nonce).toBe('n0nce');
  });

  it('doc2 §7 analytics: stop() hears nothing more', () => {
    const { win, deliver, listeners } = framedWindow();
    const heard: boolean[] = [];
    connectParent(win, { onConsent: (analytics) => heard.push(analytics) })!.stop();
    deliver(message('consent', { analytics: true }));
    expect(heard).toEqual([]);
    expect(listeners.size).toBe(0);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { frameName } from '../../../../shared/bridge/frameName.ts';
import { hostFrame, isFramed, postToHost } from '../../../../shared/bridge/hostFrame.ts';

const HOST = 'https://venue.example';
const ID = 'abcdef123456';

/** A window as far as hostFrame reads it. */
function fakeWindow({
  framed = true,
  name = frameName(ID, HOST),
  ancestor,
  crossOriginTop = false,
}: { framed?: boolean; name?: string; ancestor?: string; crossOriginTop?: boolean } = {}) {
  const parent = { postMessage: vi.fn() };
  const win: Record<string, unknown> = {
    name,
    parent,
    location: { ancestorOrigins: ancestor === undefined ? undefined : [ancestor] },
  };
  win.self = win;
  Object.defineProperty(win, 'top', {
    get() {
      if (crossOriginTop) throw new Error('SecurityError');
      return framed ? parent : win;
    },
  });
  return { win: win as unknown as Window, parent };
}

describe('hostFrame (DESIGN §5 iframe mode: messages to the host exact origin, with the instance id)', () => {
  it('reads the id and origin of a frame the loader named', () => {
    expect(hostFrame(fakeWindow().win)).toEqual({ id: ID, origin: HOST });
  });

  it.each([
    ['not framed', { framed: false }],
    ['a window name the loader did not give', { name: 'some-other-frame' }],
    ['a name that lies about the parent origin', { ancestor: 'https://evil.example' }],
    ['a name whose origin is no origin', { name: `booking-widget|${ID}|javascript:alert(1)` }],
  ])('is null for %s', (_, options) => {
    expect(hostFrame(fakeWindow(options).win)).toBeNull();
  });

  it('accepts a parent origin the browser confirms', () => {
    expect(hostFrame(fakeWindow({ ancestor: HOST }).win)?.origin).toBe(HOST);
  });

  it('counts a cross-origin top that refuses the comparison as framed (doc 1 §6)', () => {
    expect(isFramed(fakeWindow({ crossOriginTop: true }).win)).toBe(true);
  });

  it("posts a bridge event to the host's exact origin, never '*'", () => {
    const { win, parent } = fakeWindow();
    postToHost(win, { id: ID, origin: HOST }, 'height', { height: 812 });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: 'booking-widget', id: ID, name: 'height', payload: { height: 812 } },
      HOST,
    );
  });
});

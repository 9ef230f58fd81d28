import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// Tells React these tests drive updates through act(), so it flushes effects synchronously.
// Set on each render, not once: the widget project's files share a module graph, and
// freshDocument.ts turns it off before each file.
const actEnvironment = () =>
  ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true);
actEnvironment();

export interface Rendered {
  host: HTMLElement;
  /** Where the tree lives: the host itself, or its open shadow root. */
  mount: HTMLElement | ShadowRoot;
  container: HTMLElement;
  rerender(ui: ReactNode): void;
  unmount(): void;
}

const mounted = new Set<Rendered>();

/** Renders into a fresh element (optionally inside an open shadow root, like the widget). */
export function render(ui: ReactNode, options: { shadow?: boolean } = {}): Rendered {
  actEnvironment();
  const host = document.createElement('div');
  document.body.append(host);
  const mount = options.shadow ? host.attachShadow({ mode: 'open' }) : host;
  const container = document.createElement('div');
  mount.append(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  const rendered: Rendered = {
    host,
    mount,
    container,
    rerender(next) {
      act(() => root.render(next));
    },
    unmount() {
      if (!mounted.delete(rendered)) return;
      act(() => root.unmount());
      host.remove();
    },
  };
  mounted.add(rendered);
  return rendered;
}

/** Unmounts everything render() mounted; call from afterEach. */
export function cleanup() {
  for (const rendered of [...mounted]) rendered.unmount();
  document.body.innerHTML = '';
}

export function keyDown(target: Element, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    composed: true,
    cancelable: true,
    ...init,
  });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

export function click(target: Element) {
  act(() => {
    target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }));
    target.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, composed: true }));
    target.dispatchEvent(
      new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }),
    );
  });
}

import { tellHost } from './tellHost.ts';

interface Watch {
  users: number;
  stop(): void;
}

// One observer per element, however many ask (the bridge, an error page): one height message.
const watches = new WeakMap<Element, Watch>();

/**
 * Tells the host the element's height whenever it changes (the iframe host sizes its frame by
 * it), for as long as anyone asks: the bridge once the venue's settings are in, an error page
 * also before them (issue 49: a framed error page kept the frame at its first height).
 * Returns the release; the last one disconnects the observer.
 */
export function reportHeight(host: Element, win: Window = window): () => void {
  let watch = watches.get(host);
  if (!watch) {
    let height = 0;
    const resize = new ResizeObserver(() => {
      const next = Math.ceil(host.getBoundingClientRect().height);
      if (next === height || next === 0) return;
      height = next;
      tellHost(host, 'height', { height }, win);
    });
    resize.observe(host);
    watch = { users: 0, stop: () => resize.disconnect() };
    watches.set(host, watch);
  }
  const held = watch;
  held.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.users -= 1;
    if (held.users > 0) return;
    held.stop();
    watches.delete(host);
  };
}

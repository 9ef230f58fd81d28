import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { createShadowCache } from './createShadowCache.ts';
import { AppShell } from './AppShell.tsx';
import { HostStyles } from './HostStyles.tsx';

export interface AppRootProps {
  /** The element's shadow root, handed over by r2wc. */
  container?: ShadowRoot | HTMLElement;
  system?: string;
  unit?: string;
  lang?: string;
  mode?: string;
  apiBase?: string;
  sections?: string;
  tag?: string;
  guests?: string;
  children?: string;
  date?: string;
  nonce?: string;
}

// One cache per shadow root: r2wc remounts React when the element moves in the DOM, and the
// styles already inserted into that root must be reused, not inserted again.
const caches = new WeakMap<Node, EmotionCache>();

function cacheFor(container: Node, nonce: string | undefined): EmotionCache {
  let cache = caches.get(container);
  if (!cache) {
    cache = createShadowCache(container, nonce);
    caches.set(container, cache);
  }
  return cache;
}

export function AppRoot(props: AppRootProps) {
  const container = props.container;
  if (!container) return null;
  return (
    <CacheProvider value={cacheFor(container, props.nonce)}>
      <HostStyles />
      <AppShell system={props.system} unit={props.unit} />
    </CacheProvider>
  );
}

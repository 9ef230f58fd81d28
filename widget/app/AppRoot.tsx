import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { ElementProps } from '../element/elementProps.ts';
import { createShadowCache } from './createShadowCache.ts';
import { createWidgetInstance, type WidgetInstance } from './createWidgetInstance.ts';
import { App } from './App.tsx';
import { HostStyles } from './HostStyles.tsx';
import { instanceKey, readConfig } from './widgetConfig.ts';
import { WidgetContext } from './WidgetContext.tsx';

export type AppRootProps = ElementProps & {
  /** The element's shadow root, handed over by r2wc. */
  container?: ShadowRoot | HTMLElement;
};

// Keyed by the shadow root, so both outlive React: r2wc unmounts React when the element leaves
// the DOM and mounts it again when it comes back, and a booking in progress must survive that.
const caches = new WeakMap<Node, EmotionCache>();
const instances = new WeakMap<Node, { key: string; instance: WidgetInstance }>();

function cacheFor(container: Node, nonce: string | undefined): EmotionCache {
  let cache = caches.get(container);
  if (!cache) {
    cache = createShadowCache(container, nonce);
    caches.set(container, cache);
  }
  return cache;
}

function instanceFor(container: Node, props: AppRootProps): WidgetInstance {
  const config = readConfig(props);
  const key = instanceKey(config);
  const held = instances.get(container);
  if (held && held.key === key) return held.instance;
  held?.instance.dispose();
  const instance = createWidgetInstance(config);
  instances.set(container, { key, instance });
  return instance;
}

export function AppRoot(props: AppRootProps) {
  const container = props.container;
  if (!container) return null;
  const instance = instanceFor(container, props);
  return (
    <CacheProvider value={cacheFor(container, props.nonce)}>
      <HostStyles />
      <WidgetContext.Provider value={instance}>
        <App portalContainer={container} lang={props.lang} />
      </WidgetContext.Provider>
    </CacheProvider>
  );
}

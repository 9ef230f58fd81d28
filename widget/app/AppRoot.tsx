import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { ElementProps } from '../../shared/element/elementAttributes.ts';
import { WidgetContext } from '../hooks/useWidget.ts';
import type { WidgetInstance } from '../instance/WidgetInstance.ts';
import { App } from './App.tsx';
import { HostStyles } from './HostStyles.tsx';

export type AppRootProps = ElementProps & {
  /** The element's shadow root, handed over by r2wc. */
  container?: ShadowRoot | HTMLElement;
  /** Created by the element when it connects; it outlives React remounts. */
  instance?: WidgetInstance;
  /** Emotion's cache writing into the shadow root. */
  styleCache?: EmotionCache;
};

export function AppRoot({ container, instance, styleCache, lang }: AppRootProps) {
  if (!container || !instance || !styleCache) return null;
  return (
    <CacheProvider value={styleCache}>
      <HostStyles />
      <WidgetContext.Provider value={instance}>
        <App portalContainer={container} lang={lang} />
      </WidgetContext.Provider>
    </CacheProvider>
  );
}

import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * An Emotion cache that writes its <style> tags into the given shadow root, so the widget's
 * styles never reach the host document and the host's never reach the widget.
 */
export function createShadowCache(container: Node, nonce?: string): EmotionCache {
  return createCache({
    key: 'bw',
    container,
    ...(nonce ? { nonce } : {}),
  });
}

import type { EmotionCache } from '@emotion/cache';
import {
  ELEMENT_NAME,
  ELEMENT_PROPS,
  type ElementProps,
} from '../../shared/element/elementAttributes.ts';
import { AppRoot } from '../app/AppRoot.tsx';
import { createShadowCache } from '../app/createShadowCache.ts';
import { createWidgetInstance } from '../app/createWidgetInstance.ts';
import { instanceKey, readConfig } from '../../shared/element/widgetConfig.ts';
import { hiddenNonce } from '../platform/hiddenNonce.ts';
import type { WidgetInstance } from '../instance/WidgetInstance.ts';
import { elementProps, r2wcElementClass, renderElement } from './r2wcInternals.ts';

/**
 * How long a removed element keeps its booking in progress: a move in the DOM (remove, then
 * insert elsewhere) reconnects well within it; after it the instance is disposed.
 * @internal Exported for its tests.
 */
export const DISPOSE_GRACE_MS = 1000;

const toProp = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Registers `<booking-widget>` once; a second bundle on the same page leaves the first alone. */
export function defineBookingWidget(registry: CustomElementRegistry = customElements): void {
  if (registry.get(ELEMENT_NAME)) return;
  const Base = r2wcElementClass(AppRoot, ELEMENT_PROPS);
  // r2wc defines an accessor for every prop; where the DOM has that property already
  // (`children`, `lang`, `nonce`) the DOM's stays, or `el.children` would be the children
  // prefill and every library walking the DOM would break (issue 33). Their attributes still
  // reach the props through attributeChangedCallback; the children prefill's property is
  // `guestsChildren`.
  for (const name in ELEMENT_PROPS) {
    if (name in HTMLElement.prototype)
      delete (Base.prototype as unknown as Record<string, unknown>)[name];
  }

  class BookingWidgetElement extends Base {
    #held: { key: string; instance: WidgetInstance } | undefined;
    #styleCache: EmotionCache | undefined;
    #disposeTimer: ReturnType<typeof setTimeout> | undefined;

    // The loader may have drawn the first step into an open shadow root before this bundle
    // ran (issue 16): r2wc renders into that root, beside the first paint, which watches the
    // root and gives way to React's first screen (loader/firstPaint/handOver.ts).
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return (init.mode === 'open' && this.shadowRoot) || super.attachShadow(init);
    }

    override connectedCallback() {
      clearTimeout(this.#disposeTimer);
      this.#prepare();
      super.connectedCallback();
    }

    override disconnectedCallback() {
      super.disconnectedCallback();
      // The unmount takes the React tree out of the shadow root, and the style tags go with
      // it, while Emotion's cache would still count them as inserted: the next mount would be
      // unstyled. A new cache on the next connect writes them again.
      this.#styleCache?.sheet.flush();
      this.#styleCache = undefined;
      clearTimeout(this.#disposeTimer);
      this.#disposeTimer = setTimeout(() => this.#dispose(), DISPOSE_GRACE_MS);
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      const props = elementProps(this);
      // Every attribute is a string prop; r2wc alone would keep a removed attribute's old value.
      if (value === null) delete props[toProp(name)];
      else props[toProp(name)] = value;
      if (!this.isConnected) return;
      this.#prepare();
      renderElement(this);
    }

    /** The instance for the current attributes, created outside any render. */
    #prepare() {
      const props = elementProps(this);
      const config = readConfig(props as ElementProps);
      const key = instanceKey(config);
      if (this.#held?.key !== key) {
        this.#held?.instance.dispose();
        this.#held = { key, instance: createWidgetInstance(config) };
      } else this.#held.instance.update(config);
      const root = this.shadowRoot;
      if (root && !this.#styleCache) {
        this.#styleCache = createShadowCache(root, hiddenNonce(this) || config.nonce);
      }
      props.instance = this.#held.instance;
      props.styleCache = this.#styleCache;
    }

    #dispose() {
      this.#held?.instance.dispose();
      this.#held = undefined;
      delete elementProps(this).instance;
    }
  }
  registry.define(ELEMENT_NAME, BookingWidgetElement);
}

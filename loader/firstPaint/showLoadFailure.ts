import { hostEventType, type BridgeEventMap } from '../../shared/bridge/events.ts';
import { ELEMENT_NAME } from '../../shared/element/elementAttributes.ts';
import { peekPrefetched } from '../../shared/startup/prefetchRegistry.ts';
import { elementStartup } from '../elementStartup.ts';
import { joinPath } from '../../shared/routing/joinPath.ts';
import { make } from './drawFirstStep.ts';
import { localeText } from '../../shared/i18n/localeText.ts';
import { json } from './paintFirstStep.ts';

// Plain and readable in any host: the shadow root keeps the venue's CSS out.
const CSS = ':host{display:block}div{font:16px/1.5 sans-serif;padding:24px;text-align:center}';

/** The message and the full-page link drawn in place of a widget whose bundle did not load. */
async function drawFailure(element: HTMLElement, base: string, fullPage: string | null) {
  const unit = element.getAttribute('unit') ?? '';
  const startup = elementStartup(element, unit, base);
  // The locale file the loader asked for may be in; else English.
  const messages = await json(peekPrefetched(startup.localeUrls[0] ?? ''));
  const t = localeText(messages, startup.language);
  const text = t('errors.loadFailed.text') ?? 'The booking form could not be loaded.';
  const link = t('errors.loadFailed.link') ?? 'Open the booking page';
  const view = make(
    'div',
    { part: 'error-page', role: 'alert' },
    make('p', {}, text),
    ...(fullPage ? [make('a', { href: fullPage }, link)] : []),
  );
  const style = make('style', {}, CSS);
  // Read through the getter: under a CSP header the attribute is hidden (DESIGN §5).
  style.nonce = element.nonce || element.getAttribute('nonce') || '';
  // The first paint, if drawn, goes with it; its observer then lets go (handOver finds none).
  (element.shadowRoot ?? element.attachShadow({ mode: 'open' })).replaceChildren(style, view);
}

/**
 * The widget's bundle did not load (issue 31: a release removed the files a cached loader.js
 * names, or the network failed): every widget the bundle would have drawn, its first paint
 * included, shows a message and a link to its full page on the widget's origin instead of
 * buttons that do nothing, and the host hears `booking-widget:error` on each element (on the
 * document when there is none).
 */
export function showLoadFailure(base: string): void {
  const elements = [...document.querySelectorAll<HTMLElement>(ELEMENT_NAME)].filter(
    (element) => !element.matches(':defined'),
  );
  for (const target of elements.length ? elements : [document]) {
    const element = target instanceof HTMLElement ? target : null;
    const system = element?.getAttribute('system');
    const unit = element?.getAttribute('unit') ?? '';
    // Encoded segments on the widget's origin (issue 31): never a link elsewhere.
    const fullPage = system ? new URL(joinPath([system, unit]).slice(1), base).href : null;
    if (element) void drawFailure(element, base, fullPage);
    const detail: BridgeEventMap['error'] = { reason: 'bundle', fullPage };
    target.dispatchEvent(
      new CustomEvent(hostEventType('error'), { detail, bubbles: true, composed: true }),
    );
  }
}

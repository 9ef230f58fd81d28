import { ELEMENT_ATTRIBUTES, ELEMENT_NAME } from '../../shared/element/elementAttributes.ts';
import { noopHandle, type EmbedHandle } from '../handle.ts';

/**
 * Inline mode: the widget appears where the script tag stands (DESIGN §5). A tag in <head>
 * cannot render there, so the widget then goes to the end of <body>. open() puts the element
 * (back) in its place, close() and unmount() take it off the page; the widget releases a
 * booking in progress once it has been gone for a moment.
 */
export function createInline(script: HTMLScriptElement, route?: string): EmbedHandle {
  const data = script.dataset;
  if (!data.system || !data.unit) return noopHandle;
  const element = document.createElement(ELEMENT_NAME);
  for (const name of ELEMENT_ATTRIBUTES) {
    const value = script.getAttribute('data-' + name);
    if (value !== null) element.setAttribute(name, value);
  }
  // Without data-nonce the loader's own nonce serves (read through the getter: under a CSP
  // header the attribute is hidden). The element keeps it in its internal slot once inserted.
  if (!data.nonce && script.nonce) element.setAttribute('nonce', script.nonce);
  // Back from the payment terminal: the widget starts at the confirmation (DESIGN §5).
  if (route) element.setAttribute('route', route);
  const parent = script.parentNode;
  const open = () => {
    if (element.isConnected) return;
    if (parent && parent !== document.head && script.isConnected) {
      parent.insertBefore(element, script.nextSibling);
    } else document.body.appendChild(element);
  };
  const close = () => element.remove();
  open();
  return { open, close, unmount: close };
}

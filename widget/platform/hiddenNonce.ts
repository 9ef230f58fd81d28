// r2wc defines a `nonce` prop that shadows HTMLElement.prototype.nonce. Under a CSP header the
// browser hides the nonce attribute (it reads '') and keeps the value only behind that getter.
const nonceGetter = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'nonce')?.get;

/** The element's CSP nonce as the browser keeps it, or '' when it has none. */
export function hiddenNonce(element: Element): string {
  return (nonceGetter?.call(element) as string | undefined) ?? '';
}

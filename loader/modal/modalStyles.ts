// `!important` and a class-level selector: a host's `* { margin: 0 !important }`,
// `body > * { transform: … }` or `* { position: relative }` must neither move the modal off its
// place nor make it the containing block of anything. The sheet comes after the host's own, so
// it also wins a tie.
const BOX =
  'position:fixed;inset:0;margin:auto;padding:0;border:0;box-sizing:border-box;width:calc(100% - 32px);max-width:760px;height:fit-content;max-height:calc(100% - 32px);border-radius:12px;overflow:auto;overscroll-behavior:contain;background:#fff;box-shadow:0 12px 48px rgba(0,0,0,.3);transform:none;filter:none;opacity:1;visibility:visible;zoom:1;clip-path:none';
const important = (declarations: string) =>
  declarations
    .split(';')
    .map((d) => `${d}!important`)
    .join(';');
const CSS =
  `dialog[data-booking-widget-modal][open]{display:block!important;${important(BOX)}}` +
  'dialog[data-booking-widget-modal]::backdrop{background:rgba(17,17,17,.6)!important;filter:none!important;opacity:1!important}' +
  `@media (max-width:600px){dialog[data-booking-widget-modal][open]{${important('width:100%;max-width:none;height:100%;max-height:none;border-radius:0')}}}`;

let sheet: CSSStyleSheet | undefined;
let holders = 0;

/**
 * The modal's look, as a constructed style sheet: it needs no inline <style>, so it works under
 * a strict CSP (style-src with a nonce) too, and touches nothing but the modal. It is adopted
 * while a modal is open and taken out again when the last one closes, so the host's
 * `adoptedStyleSheets` end as they were. Returns the release, which works once.
 */
export function adoptModalStyles(): () => void {
  if (!('adoptedStyleSheets' in document)) return () => {};
  if (holders++ === 0) {
    sheet ??= new CSSStyleSheet();
    if (!sheet.cssRules.length) sheet.replaceSync(CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--holders > 0) return;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}

const CSS =
  'dialog[data-booking-widget-modal]{box-sizing:border-box;padding:0;border:0;width:calc(100% - 32px);max-width:760px;max-height:calc(100% - 32px);border-radius:12px;overflow:auto;overscroll-behavior:contain;background:#fff;box-shadow:0 12px 48px rgba(0,0,0,.3)}' +
  'dialog[data-booking-widget-modal]::backdrop{background:rgba(17,17,17,.6)}' +
  '@media (max-width:600px){dialog[data-booking-widget-modal]{width:100%;max-width:none;height:100%;max-height:none;margin:0;border-radius:0}}';

let adopted = false;

/**
 * The modal's look, as a constructed style sheet: it needs no inline <style>, so it works under
 * a strict CSP (style-src with a nonce) too, and touches nothing but the modal.
 */
export function adoptModalStyles(): void {
  if (adopted || !('adoptedStyleSheets' in document)) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

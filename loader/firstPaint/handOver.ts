import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_CHOICE } from '../../shared/element/firstPaint.ts';

// The first paint's nodes are the shadow root's own children (`:scope` means nothing there).
const paintNodes = (root: ShadowRoot) =>
  [...root.children].filter((child) => child.hasAttribute(FIRST_PAINT_ATTRIBUTE));

const buttonLabelled = (scope: ParentNode, label: string) =>
  [...scope.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === label);

/** How many parts the venue's welcome text has under a layout (header, text). */
const introParts = (scope: Element) =>
  scope.querySelector('[part="side"] > div')?.childElementCount ?? 0;

/**
 * Replaces the first paint (issue 16) with what React has drawn in the same shadow root, once
 * React shows a screen of its own: a wizard step or an error page, never a spinner. On the
 * guests step it waits until React's screen is as complete as the first paint, the venue's
 * welcome text included, so nothing moves; any other screen (the step after an early click, an
 * error page) takes over at once. A button clicked after the bundle ran is clicked again on
 * React's twin (focus moved there first), and focus on a first-paint button moves to that twin. `force` takes over
 * whatever React shows. Returns true once the first paint is gone.
 */
export function handOver(root: ShadowRoot, force = false): boolean {
  const paint = paintNodes(root).find((node) => node.tagName !== 'STYLE');
  if (!paint) return true;
  const drawn = [...root.children].filter((child) => child !== paint && child.tagName !== 'STYLE');
  const layout = drawn.find((child) => child.getAttribute('part') === 'layout');
  const stepOf = (scope: Element | undefined) =>
    scope?.querySelector('[part="wizard"]')?.getAttribute('data-step');
  const step = stepOf(layout);
  const errorPage = drawn.some(
    (child) => child.matches('[part="error-page"]') || child.querySelector('[part="error-page"]'),
  );
  if (!force && !errorPage) {
    if (!step) return false;
    // React's guests step, the one the first paint drew: complete once its welcome text is in.
    if (step === stepOf(paint) && introParts(layout!) < introParts(paint)) return false;
  }
  const choice = paint.getAttribute(FIRST_PAINT_CHOICE);
  const focused =
    root.activeElement && paint.contains(root.activeElement) ? root.activeElement : null;
  for (const node of paintNodes(root)) node.remove();
  if (!layout) return true;
  // Focus first: a replayed click that opens a dialog (the menu) then returns focus to the
  // twin the guest was on when it closes.
  // A step's title (focused when the first paint moved on to the children step) hands focus to
  // React's title.
  if (focused?.matches('h2')) layout.querySelector<HTMLElement>('[part="wizard"] h2')?.focus();
  else if (focused) buttonLabelled(layout, focused.getAttribute('aria-label') ?? '')?.focus();
  if (choice) buttonLabelled(layout, choice)?.click();
  return true;
}

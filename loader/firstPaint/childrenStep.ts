// first-paint-children-<hash>.js: the children step before the widget's bundle has run
// (issue 32). For a venue that asks for children (doc 1 §2 Children step), first-paint.js fetches
// it beside its drawing and calls it once a party size is kept, so an early click shows the next
// step within a round trip rather than once React has arrived. Its markup and sheet are
// rendered at build from React's WizardFrame and ChildrenStep (scripts/firstStepTemplate.tsx),
// like the guests step's. Named by content, immutable: a first-paint.js only ever names its own
// release's.
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_CHOICE,
  FIRST_PAINT_GUESTS,
} from '../../shared/element/firstPaint.ts';
import type { ChildrenPaint } from './drawFirstStep.ts';
import type { ChildrenStepTemplate, TemplateInput } from './template.ts';

/** Set by build.mjs from scripts/firstStepTemplate.tsx. */
declare const __CHILDREN_STEP__: ChildrenStepTemplate;

/** Focus follows a new step to its title, as React's WizardFrame moves it, if it was on the old. */
function swap(shadow: ShadowRoot, from: Element, to: Element) {
  const focused = Boolean(shadow.activeElement && from.contains(shadow.activeElement));
  from.replaceWith(to);
  if (focused) to.querySelector<HTMLElement>('h2')?.focus();
}

/**
 * Shows the children step for `guests` in place of the guests step, while that party size is
 * still the one kept and the bundle has not run (React draws the step itself after). A number of
 * children is kept as the party size is: before the bundle, the prefill it starts from
 * (`children`); after, a click React replays. Back returns to the party sizes and takes the party
 * back (doc 1 §2: back clears guests when children are enabled). Draws nothing when a string is
 * missing from the locale file.
 */
export function showChildren(paint: ChildrenPaint, guests: number): void {
  const { shadow, root, input, guests: guestsPart } = paint;
  const element = shadow.host;
  if (!guestsPart?.isConnected || !paint.current(guests)) return;
  const values = new Map<HTMLButtonElement, number>();
  const filled: TemplateInput = {
    slots: {},
    variant: 0,
    t: input.t,
    from: 0,
    max: guests - 1,
    more: 0,
    n: guests,
    onItem: (item, value) => {
      const button = item.querySelector('button');
      if (button) values.set(button, value);
    },
  };
  const part = paint.build(__CHILDREN_STEP__.tree, filled);
  if (filled.missing) return;
  const back = [...part.querySelectorAll('button')].find((button) => !values.has(button));
  if (!paint.style.nextElementSibling?.matches('style')) {
    const sheet = paint.make('style', { [FIRST_PAINT_ATTRIBUTE]: '' }, __CHILDREN_STEP__.css);
    if (input.nonce) sheet.nonce = input.nonce;
    paint.style.after(sheet);
  }
  let kept = false;
  paint.onButton = (button) => {
    const value = values.get(button);
    const defined = element.matches(':defined');
    if (value !== undefined) {
      // Kept before the bundle ran: the widget opens after it, so a later click changes nothing.
      if (defined && kept) return true;
      for (const other of values.keys()) {
        other.setAttribute('aria-pressed', String(other === button));
      }
      if (!defined) {
        paint.keepChildren(String(value));
        kept = true;
        element.setAttribute(FIRST_PAINT_GUESTS, 'children');
      } else root.setAttribute(FIRST_PAINT_CHOICE, button.getAttribute('aria-label') ?? '');
      return true;
    }
    if (button !== back) return false;
    // Once the bundle has run it has read the party: its own children step follows.
    if (!defined) {
      if (kept) paint.keepChildren(null);
      paint.unkeep();
      paint.onButton = undefined;
      swap(shadow, part, guestsPart);
    }
    return true;
  };
  swap(shadow, guestsPart, part);
}

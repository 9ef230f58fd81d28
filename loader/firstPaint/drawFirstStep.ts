import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_CHOICE,
  FIRST_PAINT_GUESTS,
} from '../../shared/element/firstPaint.ts';
import { firstPaintChoice } from '../../shared/element/firstPaintChoice.ts';
import { accessiblePrimary } from '../../shared/theme/accessiblePrimary.ts';
import { requestMinGuests } from '../../shared/wizard/requestMinGuests.ts';
import type { LocaleText } from '../../shared/i18n/localeText.ts';
import type { FirstStepSettings } from './readFirstStepSettings.ts';
import { buildTemplate, type FirstStepTemplate, type TemplateInput } from './template.ts';
import { venueTextNodes } from './venueText.ts';
import { listenUntilHandOver } from './listenUntilHandOver.ts';

export interface FirstPaintInput {
  settings: FirstStepSettings;
  t: LocaleText;
  language: string;
  /** The step's markup and stylesheet, rendered from React's components at build. */
  template: FirstStepTemplate;
  /** The widget's CSP nonce, for the <style> (DESIGN §5 strict CSP). */
  nonce: string;
  /** The language of the venue's own texts, as React's VenueText sets it (venueLanguage). */
  venueLang?: string | undefined;
  /**
   * Told the element's height whenever it changes until React takes over: a framed page sends
   * it to the host, which sizes the frame (it has no scrollbar of its own) as React does later.
   */
  onHeight?: ((height: number) => void) | undefined;
  /**
   * Keeps a party size chosen before the bundle ran where the widget will read it as its
   * prefill (null takes it back). By default the element's `guests` attribute; the full page
   * reads the address instead (firstPaint.ts).
   */
  keepGuests?: ((guests: string | null) => void) | undefined;
  /** As keepGuests, for the number of children; by default the element's `children` attribute. */
  keepChildren?: ((children: string | null) => void) | undefined;
  /**
   * The children step (doc 1 §2), for a venue that asks for children: its module, fetched after
   * the paint (paintFirstStep.ts), shows it in place of the guests step once a party size is kept.
   */
  childrenStep?: Promise<ChildrenStepModule | null> | undefined;
}

/** The children step's module (childrenStep.ts, built as first-paint-children-<hash>.js). */
export interface ChildrenStepModule {
  showChildren(paint: ChildrenPaint, guests: number): void;
}

/** What the children step's module is given to draw into the first paint. */
export interface ChildrenPaint {
  shadow: ShadowRoot;
  root: Element;
  /** The first paint's sheet: the step's own goes after it. */
  style: HTMLStyleElement;
  input: FirstPaintInput;
  /** The guests step's part of the wizard, which the children step's replaces. */
  guests: Element | null;
  build: typeof buildTemplate;
  make: typeof make;
  /** Whether this party size is still the one kept, before the bundle has run. */
  current(guests: number): boolean;
  keepChildren(children: string | null): void;
  /** Takes the kept party size back (the children step's Back). */
  unkeep(): void;
  /** Set by the module: handles a click on one of its buttons (true), or leaves it. */
  onButton?: (button: HTMLButtonElement) => boolean;
}

/** A kept value where the widget reads its prefill: an attribute of the element by default. */
const attributeKeeper = (element: HTMLElement, name: string) => (value: string | null) =>
  value === null ? element.removeAttribute(name) : element.setAttribute(name, value);

// The widget's primary colour when the venue names none (widget/ui/tokens.ts).
const DEFAULT_PRIMARY = '#2c5f4f';

/** An element with its attributes and children (the first paint's own few elements). */
export function make<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The combination of settings present, bit i for the template's `variants[i]`. */
const variantOf = (names: string[], present: Partial<Record<string, unknown>>) =>
  names.reduce((variant, name, i) => (present[name] ? variant | (1 << i) : variant), 0);

/** The first paint's sheet: the step's own, in the venue's colour, with the nonce. */
function paintStyle({ settings, template, nonce }: FirstPaintInput): HTMLStyleElement {
  const pair = accessiblePrimary(settings.primary, DEFAULT_PRIMARY);
  const style = make(
    'style',
    { [FIRST_PAINT_ATTRIBUTE]: '' },
    template.css +
      `:host{--bw-primary:${pair.primary};--bw-on-primary:${pair.onPrimary}}` +
      // What React draws beside the first paint stays out of sight until it takes over.
      `div[${FIRST_PAINT_ATTRIBUTE}]~:not(style){display:none!important}`,
  );
  if (nonce) style.nonce = nonce;
  return style;
}

/**
 * Draws the table wizard's first step (doc 1 §2 Guests step) into the element's open shadow
 * root before the widget's bundle has run: the venue's header, cover and welcome text, the
 * progress bar, the title and the party-size buttons, from the markup the build rendered from
 * React's own components (scripts/firstStepTemplate.tsx), so the hand-over shows and moves
 * nothing. A click is kept: before the bundle has run it becomes the element's `guests` prefill;
 * after, the widget replays it. For a venue that asks for children, a kept party size shows the
 * children step (issue 32), whose click is kept the same way, and whose Back returns here.
 * Returns false (and draws nothing) when a string is missing from the locale file.
 */
export function drawFirstStep(element: HTMLElement, input: FirstPaintInput): boolean {
  const { settings, template } = input;
  if (element.shadowRoot) return false;
  const max = settings.maxWebGuests;
  // The party-size buttons, each with its number.
  const values = new Map<HTMLButtonElement, number>();
  const filled: TemplateInput = {
    slots: {
      name: settings.name,
      logoUrl: settings.logoUrl,
      coverOneByOne: settings.coverOneByOne,
      coverThirtyTwoByNine: settings.coverThirtyTwoByNine,
      introHeader: settings.introHeader,
      intro: settings.intro,
      lang: input.language,
      venueLang: input.venueLang,
    },
    // A modal's header has its close button (issue 50).
    variant: variantOf(template.variants, { ...settings, modal: element.matches('[mode=modal]') }),
    t: input.t,
    max,
    more: requestMinGuests({ maxWebGuests: max }),
    onItem: (item, value) => {
      const button = item.querySelector('button');
      if (button) values.set(button, value);
    },
    richText: venueTextNodes,
  };
  const root = buildTemplate(template.tree, filled);
  if (filled.missing) return false;
  root.setAttribute(FIRST_PAINT_ATTRIBUTE, '');

  const keep = input.keepGuests ?? attributeKeeper(element, 'guests');
  let kept = false;
  let keptGuests = 0;
  const choose = (button: HTMLButtonElement, value: number) => {
    const choice = firstPaintChoice(value, max, element.matches(':defined'), kept);
    if (choice === 'none') return;
    for (const other of values.keys()) other.setAttribute('aria-pressed', String(other === button));
    if (choice === 'keep') {
      keep(String(value));
      kept = true;
      keptGuests = value;
      element.setAttribute(FIRST_PAINT_GUESTS, '');
      root.removeAttribute(FIRST_PAINT_CHOICE);
      if (settings.childrenEnabled) {
        // A module that cannot draw leaves the step to React, as when it cannot be fetched.
        input.childrenStep?.then((step) => step?.showChildren(children, value)).catch(() => {});
      }
    } else {
      keep(null);
      kept = false;
      element.removeAttribute(FIRST_PAINT_GUESTS);
      root.setAttribute(FIRST_PAINT_CHOICE, button.getAttribute('aria-label') ?? '');
    }
  };

  const style = paintStyle(input);
  const shadow = element.attachShadow({ mode: 'open' });
  shadow.append(style, root);
  // What the children step's module draws with (childrenStep.ts).
  const children: ChildrenPaint = {
    shadow,
    root,
    style,
    input,
    guests: root.querySelector('[part="wizard"]'),
    build: buildTemplate,
    make,
    current: (guests) => kept && keptGuests === guests && !element.matches(':defined'),
    keepChildren: input.keepChildren ?? attributeKeeper(element, 'children'),
    unkeep: () => {
      keep(null);
      kept = false;
      element.removeAttribute(FIRST_PAINT_GUESTS);
      for (const button of values.keys()) button.setAttribute('aria-pressed', 'false');
    },
  };
  // One listener each for the clicks and the failed images, both gone with the first paint.
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button || children.onButton?.(button)) return;
    const value = values.get(button);
    if (value) choose(button, value);
    // The header's buttons, the side menu and a modal's close, are React's: a click on one is
    // replayed on React's twin at the hand-over (the menu opens, the close asks or closes).
    else if (button.closest('[part=header]')) {
      root.setAttribute(FIRST_PAINT_CHOICE, button.getAttribute('aria-label') ?? '');
    }
  };
  // A failed image goes, as React's SafeImage does (doc 1 §8); the logo gives way to the
  // venue's name, as React's Header draws it then.
  const logo = 1 << template.variants.indexOf('logoUrl');
  const onError = (event: Event) => {
    const image = event.target;
    if (!(image instanceof HTMLImageElement) || !root.contains(image)) return;
    if (image.closest('[part="header"]') && filled.variant & logo) {
      // The name stands where the logo stood, as in the step drawn without one.
      filled.variant &= ~logo;
      filled.onItem = undefined;
      const name = buildTemplate(template.tree, filled).querySelector('[part="header"] > *');
      if (name) image.replaceWith(name);
    } else image.remove();
  };
  listenUntilHandOver(element, shadow, onClick, onError, input.onHeight);
  return true;
}

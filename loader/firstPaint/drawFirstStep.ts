import { ELEMENT_NAME } from '../../shared/element/elementAttributes.ts';
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_CHOICE,
  FIRST_PAINT_GUESTS,
  FIRST_PAINT_LIMIT_MS,
} from '../../shared/element/firstPaint.ts';
import { WizardStep } from '../../shared/enums.ts';
import { accessiblePrimary } from '../../shared/theme/accessiblePrimary.ts';
import { stepPosition } from '../../shared/wizard/stepPosition.ts';
import { stepProgress } from '../../shared/wizard/stepProgress.ts';
import { requestMinGuests } from '../../shared/wizard/requestMinGuests.ts';
import { FIRST_PAINT_CLASSES as C } from './classes.ts';
import { handOver } from './handOver.ts';
import type { LocaleText } from '../../shared/i18n/localeText.ts';
import type { FirstStepSettings } from './readFirstStepSettings.ts';
import { venueTextNodes } from './venueText.ts';

export interface FirstPaintInput {
  settings: FirstStepSettings;
  t: LocaleText;
  language: string;
  /** The stylesheet compiled from the widget's styles (scripts/firstPaintCss.ts). */
  css: string;
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
}

// The widget's primary colour when the venue names none (widget/ui/tokens.ts).
const DEFAULT_PRIMARY = '#2c5f4f';

type Attributes = Record<string, string>;

/** An element with its class, attributes and children (the first paint's one way to build). */
export function make<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  attributes: Attributes = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function menuIcon(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const attributes: Attributes = {
    width: '20',
    height: '20',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    focusable: 'false',
    'aria-hidden': 'true',
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  // Through the CSSOM, never a style attribute: a strict style-src refuses those (DESIGN §5).
  svg.style.flexShrink = '0';
  svg.style.display = 'block';
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', 'M4 7h16M4 12h16M4 17h16');
  svg.append(path);
  return svg;
}

/** What the first paint does when one of its nodes is clicked or fails to load. */
type Handlers = Map<EventTarget, () => void>;

/** An image that gives way as the widget's SafeImage does when it fails (doc 1 §8). */
function image(failed: Handlers, className: string, src: string, alt: string, then?: () => void) {
  const img = make('img', className, { src, alt, loading: 'lazy' });
  failed.set(img, () => {
    img.remove();
    then?.();
  });
  return img;
}

/**
 * Draws the table wizard's first step (doc 1 §2 Guests step) into the element's open shadow
 * root before the widget's bundle has run: the venue's header, cover and welcome text, the
 * progress bar, the title and the party-size buttons, node for node and class for class like
 * the React screen, so the hand-over shows and moves nothing. A click is kept: before the bundle
 * has run it becomes the element's `guests` prefill; after, the widget replays it. Returns false
 * (and draws nothing) when a string is missing from the locale file.
 */
export function drawFirstStep(element: HTMLElement, input: FirstPaintInput): boolean {
  const { settings, t } = input;
  const max = settings.maxWebGuests;
  const more = requestMinGuests({ maxWebGuests: max });
  const strings = {
    title: t('steps.chooseGuests'),
    grid: t('wizard.guestsGridLabel'),
    menu: t('header.menu'),
    progress: t('steps.progress'),
    position: t('steps.position', {
      count: 1,
      of: stepPosition(WizardStep.Guests, {
        childrenEnabled: settings.childrenEnabled,
        withPreorder: false,
      }).of,
    }),
    logo: t('header.logoAlt', { name: settings.name }),
    cover: t('header.coverAlt', { name: settings.name }),
    more: t('wizard.moreGuests', { count: more }),
  };
  const labels = Array.from({ length: max }, (_, i) => t('wizard.guestsOption', { count: i + 1 }));
  const missing = [...Object.values(strings), ...labels].some((s) => s === undefined);
  if (missing || element.shadowRoot) return false;

  const root = make('div', C.root, { part: 'layout', lang: input.language });
  root.setAttribute(FIRST_PAINT_ATTRIBUTE, '');

  const clicked: Handlers = new Map();
  const failed: Handlers = new Map();
  const name = () => make('p', C.name, {}, settings.name);
  const header = make('header', C.header, { part: 'header' });
  const menu = make(
    'button',
    C.menu,
    {
      type: 'button',
      'aria-label': strings.menu!,
      'aria-haspopup': 'dialog',
      'aria-expanded': 'false',
      'data-variant': 'ghost',
    },
    menuIcon(),
  );
  header.append(
    settings.logoUrl
      ? image(failed, C.logo, settings.logoUrl, strings.logo!, () => header.prepend(name()))
      : name(),
    make('div', C.actions, {}, menu),
  );
  root.append(header);

  const small = settings.coverOneByOne ?? settings.coverThirtyTwoByNine;
  const large = settings.coverThirtyTwoByNine ?? settings.coverOneByOne;
  if (small && large) {
    root.append(
      make(
        'div',
        '',
        { part: 'cover' },
        image(failed, C.coverSquare, small, strings.cover!),
        image(failed, C.coverWide, large, strings.cover!),
      ),
    );
  }

  const keep =
    input.keepGuests ??
    ((guests: string | null) =>
      guests === null ? element.removeAttribute('guests') : element.setAttribute('guests', guests));
  const progress = stepProgress(WizardStep.Guests);
  const buttons: HTMLButtonElement[] = [];
  let kept = false;
  const choose = (button: HTMLButtonElement, value: number) => {
    const defined = element.matches(':defined');
    // The widget has read the size kept before it ran and opens on the next step with it: a
    // later click cannot change that, so it changes nothing here either (the kept size stays
    // pressed) rather than being dropped at the hand-over.
    if (defined && kept) return;
    for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
    // Before the bundle has run, a party size is the prefill the widget starts from; after,
    // or for 'max+1 +' (which shows a message rather than moving on), the widget replays it.
    if (!defined && value <= max) {
      keep(String(value));
      kept = true;
      element.setAttribute(FIRST_PAINT_GUESTS, '');
      root.removeAttribute(FIRST_PAINT_CHOICE);
    } else {
      keep(null);
      kept = false;
      element.removeAttribute(FIRST_PAINT_GUESTS);
      root.setAttribute(FIRST_PAINT_CHOICE, button.getAttribute('aria-label') ?? '');
    }
  };
  // The side menu is React's: a click on it now opens it when the widget takes over.
  clicked.set(menu, () => root.setAttribute(FIRST_PAINT_CHOICE, strings.menu!));
  const grid = make('ul', C.grid, { 'aria-label': strings.grid! });
  for (let value = 1; value <= more; value++) {
    const label = value > max ? strings.more! : labels[value - 1]!;
    const button = make(
      'button',
      C.option,
      { type: 'button', 'aria-label': label, 'aria-pressed': 'false' },
      value > max ? `${value} +` : String(value),
    );
    clicked.set(button, () => choose(button, value));
    buttons.push(button);
    grid.append(make('li', '', {}, button));
  }
  const fill = make('div', C.fill);
  fill.style.width = `${progress}%`;
  const wizard = make(
    'div',
    '',
    { part: 'wizard', 'data-step': WizardStep.Guests },
    make(
      'div',
      C.track,
      {
        role: 'progressbar',
        'aria-label': strings.progress!,
        'aria-valuemin': '0',
        'aria-valuemax': '100',
        'aria-valuenow': String(progress),
        'aria-valuetext': strings.position!,
      },
      fill,
    ),
    make('h2', C.title, { tabindex: '-1' }, strings.title!),
    make('div', C.stack, {}, grid),
  );
  const columns = make('div', C.columns, {}, make('div', '', {}, wizard));
  if (settings.introHeader || settings.intro) {
    const intro = make('div', C.intro);
    const lang: Record<string, string> = input.venueLang ? { lang: input.venueLang } : {};
    if (settings.introHeader) intro.append(make('h3', '', lang, settings.introHeader));
    if (settings.intro) intro.append(make('div', '', lang, ...venueTextNodes(settings.intro)));
    columns.append(make('aside', C.aside, { part: 'side' }, intro));
  }
  root.append(columns);

  const pair = accessiblePrimary(settings.primary, DEFAULT_PRIMARY);
  const style = make(
    'style',
    '',
    { [FIRST_PAINT_ATTRIBUTE]: '' },
    input.css +
      `:host{--bw-primary:${pair.primary};--bw-on-primary:${pair.onPrimary}}` +
      // What React draws beside the first paint stays out of sight until it takes over.
      `.${C.root}~:not(style){display:none!important}`,
  );
  if (input.nonce) style.nonce = input.nonce;
  const shadow = element.attachShadow({ mode: 'open' });
  shadow.append(style, root);
  // One listener each for the clicks and the failed images (which do not bubble: caught on
  // the way down), both gone with the first paint.
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest('button');
    if (button) clicked.get(button)?.();
  };
  const onError = (event: Event) => event.target && failed.get(event.target)?.();
  // A press ends where it started: with the press down on a first-paint button and the release
  // on React's twin, the browser would fire no click and the tap would be lost. While a press
  // is down (anywhere: it is brief) the hand-over waits; it is tried again a task after the
  // release, once its click has come.
  let pressed = false;
  let released: ReturnType<typeof setTimeout> | undefined;
  const onPointer = (event: Event) => {
    pressed = event.type === 'pointerdown';
    if (!pressed) released = setTimeout(() => handOver(shadow) && done());
  };
  const POINTER = ['down', 'up', 'cancel'];
  shadow.addEventListener('click', onClick);
  shadow.addEventListener('error', onError, true);
  for (const type of POINTER) addEventListener(`pointer${type}`, onPointer, true);
  // React renders into this root (the widget reuses it). Each change is looked at before the
  // browser paints (mutation callbacks run as microtasks, ahead of rendering), and the first
  // paint gives way once React's screen is complete. Should none be within the limit once the
  // bundle runs, React's own screen is shown anyway.
  let limit: ReturnType<typeof setTimeout> | undefined;
  let height = 0;
  const { onHeight } = input;
  const size =
    onHeight &&
    new ResizeObserver(() => {
      const next = Math.ceil(element.getBoundingClientRect().height);
      if (next === height || next === 0) return;
      height = next;
      onHeight(next);
    });
  size?.observe(element);
  const done = () => {
    size?.disconnect();
    watch.disconnect();
    clearTimeout(limit);
    clearTimeout(released);
    shadow.removeEventListener('click', onClick);
    shadow.removeEventListener('error', onError, true);
    for (const type of POINTER) removeEventListener(`pointer${type}`, onPointer, true);
  };
  const watch = new MutationObserver(() => {
    if (!pressed && handOver(shadow)) done();
  });
  watch.observe(shadow, { childList: true, subtree: true });
  void customElements.whenDefined(ELEMENT_NAME).then(() => {
    limit = setTimeout(() => {
      handOver(shadow, true);
      done();
    }, FIRST_PAINT_LIMIT_MS);
  });
  return true;
}

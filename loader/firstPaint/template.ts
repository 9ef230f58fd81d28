import type { LocaleText } from '../../shared/i18n/localeText.ts';

// The first step's markup, as the build rendered it from React's own components
// (scripts/firstStepTemplate.tsx), and what builds it in the browser before React is there.

/**
 * A value of the markup: as it is, a venue or page value (`s`), a translation (`t`, whose
 * options may hold values too), the number of a party-size button between a prefix and a
 * suffix (`n`), or one of several by the settings' variant (`c`: the first mask holding it;
 * null for an attribute that is absent there).
 */
export type TemplateValue =
  | string
  | { s: string }
  | { t: string; o?: Record<string, TemplateValue | number> }
  | { n: [string, string] }
  | { c: [string, TemplateValue | null][] };

/** An element: tag, attributes, children, and the variants it is drawn in (all when none). */
export type TemplateElement = [
  tag: string,
  attributes: Record<string, TemplateValue>,
  children: TemplateChild[],
  mask?: string,
];
/** A text: `intro`'s slot is the venue's rich text, every other is plain text. */
type TemplateText = ['#', TemplateValue, mask?: string];
/**
 * A run of numbered buttons: the party sizes, 1 to the venue's maximum, then the last button
 * ('max+1 +'); or the children, 0 to guests − 1, with no last one.
 */
type TemplateList = ['*', each: TemplateElement, last?: TemplateElement];
export type TemplateChild = TemplateElement | TemplateText | TemplateList;

export interface FirstStepTemplate {
  tree: TemplateElement;
  /** The Emotion rules of every class in the tree, and the element's base (HostStyles). */
  css: string;
  /** The settings whose presence picks the variant: bit i is `variants[i]`. */
  variants: string[];
}

/**
 * The wizard's part of the children step (doc 1 §2 Children step), shown in place of the guests
 * step's after an early click on a party size, for venues that ask for children (issue 32). The
 * same for every venue: its `n` outside the list is the party size. Fetched after the first
 * paint, so `css` holds only the rules the guests step's sheet lacks.
 */
export interface ChildrenStepTemplate {
  tree: TemplateElement;
  css: string;
}

/** What fills the markup in the browser. */
export interface TemplateInput {
  slots: Record<string, string | undefined>;
  variant: number;
  t: LocaleText;
  /** Told each party-size item with its number (the last one's too). */
  onItem?: (item: Element, value: number) => void;
  /** The venue's rich text for a text slot (the welcome text). */
  richText?: (text: string) => Node[];
  /** The last item's number (before the last button, if the list has one). */
  max: number;
  /** The first item's number (1 by default). */
  from?: number;
  /** The last button's number. */
  more: number;
  /** The number outside the list (`n` values there). */
  n?: number;
  /** Set when a string is missing from the locale file: nothing should be drawn then. */
  missing?: boolean;
}

const SVG = 'http://www.w3.org/2000/svg';

const isList = (child: TemplateChild): child is TemplateList => child[0] === '*';
const isText = (child: TemplateChild): child is TemplateText => child[0] === '#';

/**
 * Whether a mask of variants (4 a hex digit, highest first) holds the variant.
 * @internal Exported for its tests.
 */
export const holds = (mask: string | undefined, variant: number): boolean =>
  mask === undefined ||
  ((parseInt(mask[mask.length - 1 - (variant >> 2)]!, 16) >> (variant & 3)) & 1) === 1;

function resolve(
  value: TemplateValue | number,
  input: TemplateInput,
  n: number,
): string | number | undefined {
  if (typeof value !== 'object') return value;
  if ('s' in value) return input.slots[value.s];
  if ('n' in value) return value.n.join('') === '' ? n : value.n.join(String(n));
  if ('c' in value) {
    const chosen = value.c.find(([mask]) => holds(mask, input.variant));
    return chosen?.[1] == null ? undefined : resolve(chosen[1], input, n);
  }
  const options: Record<string, unknown> = {};
  for (const [name, option] of Object.entries(value.o ?? {})) {
    options[name] = resolve(option, input, n);
  }
  const text = input.t(value.t, options);
  input.missing ||= text === undefined;
  return text;
}

/** The DOM nodes a child stands for under this variant (none when it is not drawn). */
function build(child: TemplateChild, input: TemplateInput, n: number, svg: boolean): Node[] {
  if (isList(child)) {
    const items: Node[] = [];
    const [, each, lastItem] = child;
    for (let value = input.from ?? 1; value <= input.max + (lastItem ? 1 : 0); value++) {
      const last = value > input.max;
      const number = last ? input.more : value;
      const [item] = build(last && lastItem ? lastItem : each, input, number, svg);
      if (item) {
        input.onItem?.(item as Element, number);
        items.push(item);
      }
    }
    return items;
  }
  if (isText(child)) {
    const [, value, mask] = child;
    if (!holds(mask, input.variant)) return [];
    const text = String(resolve(value, input, n) ?? '');
    const slot = typeof value === 'object' && 's' in value ? value.s : '';
    return slot === 'intro' && input.richText
      ? input.richText(text)
      : [document.createTextNode(text)];
  }
  const [tag, attributes, children, mask] = child as TemplateElement;
  if (!holds(mask, input.variant)) return [];
  const inSvg = svg || tag === 'svg';
  const element = inSvg ? document.createElementNS(SVG, tag) : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    const resolved = resolve(value, input, n);
    if (resolved === undefined) continue;
    if (name === 'style') {
      // Through the CSSOM, never a style attribute: a strict style-src refuses those (DESIGN §5).
      for (const declaration of String(resolved).split(';')) {
        const [property, ...rest] = declaration.split(':');
        if (property && rest.length) element.style.setProperty(property, rest.join(':'));
      }
    } else element.setAttribute(name, String(resolved));
  }
  for (const part of children) element.append(...build(part, input, n, inSvg));
  return [element];
}

/** Builds the template's root element for the input's variant. */
export function buildTemplate(tree: TemplateElement, input: TemplateInput): Element {
  return build(tree, input, input.n ?? 0, false)[0] as Element;
}

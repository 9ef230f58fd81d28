// The first paint's markup and stylesheet (issue 32), rendered at build time from React's own
// components: the layout App draws around every screen (VenueLayout) and the wizard's frame with
// the guests step, as WizardScreen composes them for that step. build.mjs bundles this file for
// Node, runs it and hands the result to first-paint.js as __FIRST_STEP__, so the step before
// React and React's step are one source: a change to a component changes both with the next build.
//
// How the settings reach the markup:
// - Translations render as markers that carry the key and its options; the browser fills them
//   from the guest's locale file (shared/i18n/localeText.ts).
// - The venue's values (name, image addresses, welcome texts) and the language render as
//   placeholders the browser fills from the settings answer.
// - What is drawn or not by the settings (logo or name, cover, welcome text, the children step
//   in "Step 1 of n") comes from one render per combination of those settings, 64 in all,
//   merged into one tree whose nodes and values say in which combinations they stand.
// - The party sizes come from two renders (2 and 3 sizes): the first item and the last one
//   are the templates, their numbers the places that differ.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, css } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TOptions } from 'i18next';
import type { ReactNode } from 'react';
import type { Settings } from '../shared/contract/index.ts';
import { WizardStep } from '../shared/enums.ts';
import { venueLanguage } from '../shared/i18n/venueLanguage.ts';
import { requestMinGuests } from '../shared/wizard/requestMinGuests.ts';
import { stepTitleKey } from '../shared/wizard/stepTitleKey.ts';
import { hostCss } from '../widget/app/HostStyles.tsx';
import { I18nContext } from '../widget/hooks/useT.ts';
import { WidgetContext } from '../widget/hooks/useWidget.ts';
import type { WidgetI18n } from '../widget/i18n/WidgetI18n.ts';
import type { WidgetInstance } from '../widget/instance/WidgetInstance.ts';
import { VenueLayout } from '../widget/layout/VenueLayout.tsx';
import { sanitizedTexts } from '../widget/text/VenueText.tsx';
import { ChildrenStep } from '../widget/wizard/ChildrenStep.tsx';
import { GuestsStep } from '../widget/wizard/GuestsStep.tsx';
import { WizardFrame } from '../widget/wizard/WizardFrame.tsx';
import type {
  ChildrenStepTemplate,
  FirstStepTemplate,
  TemplateChild,
  TemplateElement,
  TemplateValue,
} from '../loader/firstPaint/template.ts';

/** The settings whose presence changes what is drawn (FirstStepSettings' names): bit i each. */
export const VARIANTS = [
  'logoUrl',
  'coverOneByOne',
  'coverThirtyTwoByNine',
  'introHeader',
  'intro',
  'childrenEnabled',
  // Not a setting: a modal's element, whose header has the close button (issue 50).
  'modal',
] as const;
const COMBINATIONS = 1 << VARIANTS.length;

/** A market whose venues write in a known language: that language marks the venue's texts. */
const SYSTEM = 'se_demo';
const VENUE_LANGUAGE = venueLanguage(SYSTEM);

const PLACEHOLDER = '\uE000';
const MARKER = '\uE001';
const placeholder = (name: string) => `${PLACEHOLDER}${name}${PLACEHOLDER}`;

// --- Rendering ---------------------------------------------------------------------------

type Call = [key: string, options: TOptions | undefined];

/** The translations of one render: `t` answers a marker naming the call. */
function markerI18n(calls: Call[]): WidgetI18n {
  return {
    language: placeholder('lang'),
    t(key, options) {
      calls.push([key, options]);
      return `${MARKER}${calls.length - 1}${MARKER}`;
    },
    on() {},
    off() {},
    emit() {},
    hasLoadedNamespace: () => true,
    loadNamespaces: () => Promise.resolve(),
    changeLanguage: () => Promise.resolve(),
    whenLoaded: () => Promise.resolve(),
  };
}

function settingsOf(variant: number, maxWebGuests: number): Settings {
  const has = (name: (typeof VARIANTS)[number]) => (variant >> VARIANTS.indexOf(name)) & 1;
  const image = (name: (typeof VARIANTS)[number]) =>
    has(name) ? { imageUrl: placeholder(name) } : null;
  return {
    unitsMetaData: {
      name: placeholder('name'),
      maxWebGuests,
      activateWebChildren: Boolean(has('childrenEnabled')),
    },
    themeSettings: {
      logo: image('logoUrl'),
      coverImageOneByOne: image('coverOneByOne'),
      coverImageThirtyTwoByNine: image('coverThirtyTwoByNine'),
    },
    introductionMessageHeader: has('introHeader') ? placeholder('introHeader') : '',
    introductionMessage: has('intro') ? placeholder('intro') : '',
  } as unknown as Settings;
}

const nothing = () => undefined;

/** A tree of React's components as static markup, with the translation calls it made. */
function renderMarkup(cache: EmotionCache, tree: ReactNode) {
  const calls: Call[] = [];
  const html = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <WidgetContext.Provider
        value={{ system: SYSTEM, config: { mode: 'inline' } } as WidgetInstance}
      >
        <I18nContext.Provider value={markerI18n(calls)}>{tree}</I18nContext.Provider>
      </WidgetContext.Provider>
    </CacheProvider>,
  );
  return { html, calls };
}

/** The frame's title for a step of a new table booking, as WizardScreen gives it. */
const titleOf = (step: WizardStep) =>
  stepTitleKey(step, { isActivityBooking: false, isBookingRequest: false, paymentRule: null });

/** React's first step for one combination of settings, as markup, with its translation calls. */
function render(cache: EmotionCache, variant: number, maxWebGuests: number) {
  const settings = settingsOf(variant, maxWebGuests);
  const childrenEnabled = settings.unitsMetaData.activateWebChildren;
  // The frame's props for the guests step, as WizardScreen gives them on a new booking.
  return renderMarkup(
    cache,
    <VenueLayout
      settings={settings}
      onClose={(variant >> VARIANTS.indexOf('modal')) & 1 ? nothing : undefined}
    >
      <WizardFrame
        step={WizardStep.Guests}
        titleKey={titleOf(WizardStep.Guests)}
        isBookingRequest={false}
        steps={{ childrenEnabled, withPreorder: false }}
        onBack={nothing}
      >
        <GuestsStep settings={settings} onSelect={nothing} onStartRequest={nothing} />
      </WizardFrame>
    </VenueLayout>,
  );
}

/** The wizard's part of the children step after `guests` chosen, as WizardScreen frames it. */
function renderChildren(cache: EmotionCache, guests: number) {
  return renderMarkup(
    cache,
    <WizardFrame
      step={WizardStep.GuestsChildren}
      titleKey={titleOf(WizardStep.GuestsChildren)}
      isBookingRequest={false}
      guests={guests}
      steps={{ childrenEnabled: true, withPreorder: false }}
      onBack={nothing}
    >
      <ChildrenStep guests={guests} onSelect={nothing} />
    </WizardFrame>,
  );
}

// --- Markup to tree --------------------------------------------------------------------------

/** An element as rendered, its values read (markers and placeholders turned into values). */
interface Raw {
  tag: string;
  attributes: Record<string, TemplateValue>;
  children: RawChild[];
}
type RawChild = Raw | { text: TemplateValue } | { list: [TemplateElement, TemplateElement] };

const VOID = new Set(['img', 'br', 'hr', 'input', 'meta', 'link', 'source', 'wbr']);
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
};
const unescape = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);

/**
 * Reads React's static markup, which is regular: attributes always double-quoted and escaped,
 * void elements closed with `/>`, no comments between texts. Its image preload hints are left out.
 */
export function parseMarkup(html: string, read: (value: string) => TemplateValue): Raw {
  const top: Raw = { tag: '', attributes: {}, children: [] };
  const stack = [top];
  const token = /<\/([a-z0-9]+)>|<([a-z0-9]+)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let at = 0;
  while (at < html.length && (match = token.exec(html))) {
    at = token.lastIndex;
    const parent = stack[stack.length - 1]!;
    const [, close, open, attributeText = '', selfClosing, text] = match;
    if (text !== undefined) parent.children.push({ text: read(unescape(text)) });
    else if (close) {
      if (parent.tag !== close) throw new Error(`parseMarkup: </${close}> closes <${parent.tag}>`);
      stack.pop();
    } else if (open) {
      const element: Raw = { tag: open, attributes: {}, children: [] };
      for (const [, name, value = ''] of attributeText.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
        // Test ids are the tests' way to tell React's step from the first paint's.
        if (name !== 'data-testid') element.attributes[name!] = read(unescape(value));
      }
      // React hoists a preload hint for each eager image: the browser needs no hint here.
      if (open !== 'link') parent.children.push(element);
      if (!selfClosing && !VOID.has(open)) stack.push(element);
    }
  }
  if (at !== html.length || stack.length !== 1 || top.children.length !== 1) {
    throw new Error(`parseMarkup: cannot read the markup at ${at}`);
  }
  const [root] = top.children;
  if (!root || !('tag' in root)) throw new Error('parseMarkup: no root element');
  return root;
}

/** A rendered string as a value: a marker or a placeholder, whole, or plain text. */
function reader(calls: Call[]) {
  const read = (value: string): TemplateValue => {
    const call = new RegExp(`^${MARKER}(\\d+)${MARKER}$`).exec(value);
    if (call) {
      const [key, options = {}] = calls[Number(call[1])]!;
      const o: Record<string, TemplateValue | number> = {};
      for (const [name, option] of Object.entries(options)) {
        if (typeof option === 'number') o[name] = option;
        else if (typeof option === 'string') o[name] = read(option);
        else
          throw new Error(`firstStepTemplate: ${key}'s option ${name} is neither text nor number`);
      }
      return Object.keys(o).length ? { t: key, o } : { t: key };
    }
    const slot = new RegExp(`^${PLACEHOLDER}(\\w+)${PLACEHOLDER}$`).exec(value);
    if (slot) return { s: slot[1]! };
    if (value.includes(PLACEHOLDER) || value.includes(MARKER)) {
      throw new Error(`firstStepTemplate: a value mixes a setting or a translation: ${value}`);
    }
    return value;
  };
  return read;
}

/** Reads one render; the venue's language on `lang` becomes its slot. */
function readRender({ html, calls }: { html: string; calls: Call[] }): Raw {
  const tree = parseMarkup(html, reader(calls));
  const walk = (element: Raw) => {
    if (element.attributes.lang === VENUE_LANGUAGE) element.attributes.lang = { s: 'venueLang' };
    for (const child of element.children) if ('tag' in child) walk(child);
  };
  walk(tree);
  return tree;
}

// --- The party sizes -----------------------------------------------------------------------

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A value of item `na` and its twin in item `nb`, with the item's number as `n` where it differs. */
function numbered(a: TemplateValue, b: TemplateValue, na: number, nb: number): TemplateValue {
  if (same(a, b)) return a;
  if (typeof a === 'string' && typeof b === 'string') {
    const at = a.indexOf(String(na));
    const prefix = a.slice(0, Math.max(at, 0));
    const suffix = a.slice(at + String(na).length);
    if (at >= 0 && b === `${prefix}${nb}${suffix}`) return { n: [prefix, suffix] };
  }
  if (typeof a === 'object' && typeof b === 'object' && 't' in a && 't' in b && a.t === b.t) {
    const o: Record<string, TemplateValue | number> = {};
    for (const [name, option] of Object.entries(a.o ?? {})) {
      const twin = b.o?.[name];
      if (same(option, twin)) o[name] = option;
      else if (option === na && twin === nb) o[name] = { n: ['', ''] };
      else if (typeof option !== 'number' && twin !== undefined && typeof twin !== 'number') {
        o[name] = numbered(option, twin, na, nb);
      } else throw new Error(`firstStepTemplate: ${a.t}'s ${name} is not the item's number`);
    }
    return { t: a.t, o };
  }
  throw new Error(`firstStepTemplate: party-size items differ by more than their number`);
}

/** Item `na` of one render and item `nb` of another as one template element. */
function generalize(a: Raw, b: Raw, na: number, nb: number): TemplateElement {
  if (a.tag !== b.tag || a.children.length !== b.children.length) {
    throw new Error('firstStepTemplate: party-size items differ in shape');
  }
  const attributes: Record<string, TemplateValue> = {};
  for (const [name, value] of Object.entries(a.attributes)) {
    const twin = b.attributes[name];
    if (twin === undefined) throw new Error(`firstStepTemplate: ${name} on one item only`);
    attributes[name] = numbered(value, twin, na, nb);
  }
  const children = a.children.map((child, i): TemplateChild => {
    const twin = b.children[i]!;
    if ('text' in child && 'text' in twin) return ['#', numbered(child.text, twin.text, na, nb)];
    if ('tag' in child && 'tag' in twin) return generalize(child, twin, na, nb);
    throw new Error('firstStepTemplate: party-size items differ in shape');
  });
  return [a.tag, attributes, children];
}

const elements = (raw: Raw) => raw.children.filter((child): child is Raw => 'tag' in child);

/** The path (child indices) to the element whose children grow with one more party size. */
function listPath(small: Raw, large: Raw): number[] {
  if (small.children.length !== large.children.length) return [];
  const found: number[][] = [];
  small.children.forEach((child, i) => {
    const twin = large.children[i]!;
    if ('tag' in child && 'tag' in twin && !same(child, twin)) {
      found.push([i, ...listPath(child, twin)]);
    }
  });
  if (found.length !== 1) throw new Error('firstStepTemplate: cannot find the party sizes');
  return found[0]!;
}

const at = (raw: Raw, path: number[]) => path.reduce((node, i) => node.children[i] as Raw, raw);

/** The identity path of the element at `path`, which finds it in the other renders. */
const identityPath = (raw: Raw, path: number[]) => {
  const keys: string[] = [];
  let node = raw;
  for (const i of path) {
    keys.push(identities(node)[i]!);
    node = node.children[i] as Raw;
  }
  return keys;
};

// --- Merging the combinations ----------------------------------------------------------------

/** Each child's identity among its siblings: tag, class and part, and which one of its kind. */
function identities(raw: Raw): string[] {
  const seen = new Map<string, number>();
  return raw.children.map((child) => {
    const kind =
      'list' in child
        ? '*'
        : 'text' in child
          ? '#'
          : [
              child.tag,
              child.attributes.class,
              child.attributes.part,
              child.attributes['data-cover'],
            ]
              .map((part) => JSON.stringify(part ?? ''))
              .join();
    const count = seen.get(kind) ?? 0;
    seen.set(kind, count + 1);
    return `${kind}/${count}`;
  });
}

interface Merged {
  key: string;
  /** The render of this node in each combination where it stands. */
  renders: Map<number, RawChild>;
  children: Merged[];
}

function mergeInto(node: Merged, variant: number, raw: RawChild): void {
  node.renders.set(variant, raw);
  if (!('tag' in raw)) return;
  const keys = identities(raw);
  let cursor = -1;
  raw.children.forEach((child, i) => {
    let index = node.children.findIndex((c) => c.key === keys[i]);
    if (index < 0) {
      index = cursor + 1;
      node.children.splice(index, 0, { key: keys[i]!, renders: new Map(), children: [] });
    }
    if (index <= cursor) throw new Error('firstStepTemplate: the renders order a node differently');
    cursor = index;
    mergeInto(node.children[index]!, variant, child);
  });
}

/** A set of combinations as hex digits, 4 each, highest combination first (template.ts `holds`). */
const maskOf = (variants: Iterable<number>) => {
  let mask = 0n;
  for (const v of variants) mask |= 1n << BigInt(v);
  return mask.toString(16).padStart(COMBINATIONS / 4, '0');
};

/** One value per combination, as one value or as a choice by combination. */
function choice(values: Map<number, TemplateValue | undefined>): TemplateValue | undefined {
  const groups = new Map<string, number[]>();
  for (const [variant, value] of values) {
    const key = JSON.stringify(value ?? null);
    groups.set(key, [...(groups.get(key) ?? []), variant]);
  }
  if (groups.size === 1) {
    const [only] = values.values();
    return only;
  }
  return {
    c: [...groups].map(([key, variants]) => [maskOf(variants), JSON.parse(key) as TemplateValue]),
  };
}

function emit(node: Merged, parentVariants: number[]): TemplateChild {
  const variants = [...node.renders.keys()];
  const mask = variants.length === parentVariants.length ? undefined : maskOf(variants);
  const first = node.renders.get(variants[0]!)!;
  if ('list' in first) {
    if (mask || [...node.renders.values()].some((raw) => !same(raw, first))) {
      throw new Error('firstStepTemplate: the party sizes change with the settings');
    }
    return ['*', ...first.list];
  }
  if ('text' in first) {
    const text = choice(
      new Map([...node.renders].map(([v, raw]) => [v, (raw as typeof first).text])),
    );
    return mask ? ['#', text!, mask] : ['#', text!];
  }
  const renders = [...node.renders] as [number, Raw][];
  const names = new Set(renders.flatMap(([, raw]) => Object.keys(raw.attributes)));
  const attributes: Record<string, TemplateValue> = {};
  for (const name of names) {
    const value = choice(new Map(renders.map(([v, raw]) => [v, raw.attributes[name]])));
    if (value !== undefined) attributes[name] = value;
  }
  const children = node.children.map((child) => emit(child, variants));
  const element: TemplateElement = [first.tag, attributes, children];
  if (mask) element.push(mask);
  return element;
}

/**
 * The stylesheet without the widget's colour and size tokens that none of its rules reads (the
 * host's base sets them all for React's screens: dialogs, alerts, shadows). The primary colours
 * stay: the first paint sets them from the settings (drawFirstStep.ts).
 */
export function withUsedTokens(sheet: string): string {
  const kept = new Set(['--bw-primary', '--bw-on-primary']);
  for (const [, name] of sheet.matchAll(/var\((--bw-[\w-]+)/g)) kept.add(name!);
  return sheet.replace(/(?<=[{;])(--bw-[\w-]+):[^;}]*(;|(?=}))/g, (declaration, name: string) =>
    kept.has(name) ? declaration : '',
  );
}

/**
 * The sheet without the fallback of a token its own `:host` sets (`var(--bw-text, #1d1d1f)` →
 * `var(--bw-text)`): in the shadow root the token is always set, by the host or the venue's page,
 * so the fallback is never read. The widget's rules keep it (widget/ui/tokens.ts); the first
 * paint's file is counted in `painted`, and this is 34 B of it (issue 50).
 */
export function withoutSetFallbacks(sheet: string): string {
  const host = /:host\{([^}]*)\}/.exec(sheet)?.[1] ?? '';
  const set = new Set([...host.matchAll(/(--bw-[\w-]+):/g)].map((m) => m[1]!));
  return sheet.replace(/var\((--bw-[\w-]+),[^()]*\)/g, (whole, name: string) =>
    set.has(name) ? `var(${name})` : whole,
  );
}

// --- The children step ---------------------------------------------------------------------

/**
 * The renders of two party sizes as one template: the one element whose children grow with the
 * party is the list of children (0 to guests − 1, its item the first two items generalized), and
 * every other value that differs is the party size (`n` outside the list).
 */
function generalizeParty(a: Raw, b: Raw, na: number, nb: number): TemplateElement {
  if (a.tag !== b.tag) throw new Error('firstStepTemplate: the children step changes shape');
  const attributes: Record<string, TemplateValue> = {};
  for (const [name, value] of Object.entries(a.attributes)) {
    const twin = b.attributes[name];
    if (twin === undefined) throw new Error(`firstStepTemplate: ${name} in one render only`);
    attributes[name] = numbered(value, twin, na, nb);
  }
  if (a.children.length !== b.children.length) {
    const [items, more] = [elements(a), elements(b)];
    if (
      items.length !== a.children.length ||
      items.length !== na ||
      more.length !== nb ||
      more.length !== b.children.length
    ) {
      throw new Error('firstStepTemplate: the children are not one item per count from 0');
    }
    return [a.tag, attributes, [['*', generalize(items[0]!, items[1]!, 0, 1)]]];
  }
  const children = a.children.map((child, i): TemplateChild => {
    const twin = b.children[i]!;
    if ('text' in child && 'text' in twin) return ['#', numbered(child.text, twin.text, na, nb)];
    if ('tag' in child && 'tag' in twin) return generalizeParty(child, twin, na, nb);
    throw new Error('firstStepTemplate: the children step changes shape');
  });
  return [a.tag, attributes, children];
}

/** The rules of the classes a tree carries; the build fails if a class has none. */
function rulesOf(cache: EmotionCache, tree: TemplateElement): string[] {
  // Emotion also keeps a class for each style a component composes into another's, which no
  // element names: those stay out.
  const classes = new Set(JSON.stringify(tree).match(/\bbw-[\w-]+/g));
  const rules = Object.entries(cache.inserted)
    .filter(([name, rule]) => typeof rule === 'string' && classes.has(`bw-${name}`))
    .map(([, rule]) => rule as string);
  for (const name of classes) {
    if (!rules.some((rule) => new RegExp(`\\.${name}(?![\\w-])`).test(rule))) {
      throw new Error(`firstStepTemplate: no rule for ${name}`);
    }
  }
  return rules;
}

const compactCss = (rules: string[]) => rules.join('').replace(/\s+/g, ' ');

/**
 * The wizard's part of the children step (issue 32): what the first paint shows after an early
 * click on a party size when the venue asks for children, so the next step is there before
 * React is. All its rules; `firstPaintTemplates` leaves out those the guests step's sheet has.
 */
function childrenStep(): { tree: TemplateElement; rules: string[] } {
  const cache = createCache({ key: 'bw', stylisPlugins: [] });
  cache.compat = true;
  const two = readRender(renderChildren(cache, 2));
  const three = readRender(renderChildren(cache, 3));
  const tree = generalizeParty(two, three, 2, 3);
  return { tree, rules: rulesOf(cache, tree).map((rule) => compactCss([rule])) };
}

// --- The whole -------------------------------------------------------------------------------

/** The first step's template: markup, stylesheet and the settings that pick its variant. */
export function firstStepTemplate(): FirstStepTemplate {
  return firstPaintTemplates().first;
}

/**
 * The first paint's two templates: the guests step, drawn from first-paint.js, and the children
 * step, fetched after it (build.mjs writes it as a file of its own).
 */
export function firstPaintTemplates(): {
  first: FirstStepTemplate;
  children: ChildrenStepTemplate;
} {
  const later = childrenStep();
  // compat: Emotion keeps each rule under its class name instead of writing <style> tags into the
  // markup; the class names are React's own (`bw-…`, the widget's cache key). No vendor prefixes:
  // the browsers the widget supports need none for these rules.
  const cache = createCache({ key: 'bw', stylisPlugins: [] });
  cache.compat = true;
  // The welcome text is a venue text: its placeholder stands for the text the browser sanitises.
  sanitizedTexts.set(placeholder('intro'), placeholder('intro'));

  // The party sizes: two renders with every setting, 2 and 3 sizes online.
  const all = COMBINATIONS - 1;
  const small = readRender(render(cache, all, 2));
  const large = readRender(render(cache, all, 3));
  const path = listPath(small, large);
  const listed = [at(small, path), at(large, path)];
  const [smallItems, largeItems] = listed.map(elements) as [Raw[], Raw[]];
  if (smallItems.length !== 3 || largeItems.length !== 4) {
    throw new Error('firstStepTemplate: the party sizes are not one item per size and one more');
  }
  const more = (max: number) => requestMinGuests({ maxWebGuests: max });
  const list: [TemplateElement, TemplateElement] = [
    generalize(smallItems[0]!, smallItems[1]!, 1, 2),
    generalize(smallItems[2]!, largeItems[3]!, more(2), more(3)),
  ];
  const listKeys = identityPath(small, path);

  const root: Merged = { key: '', renders: new Map(), children: [] };
  // Everything present first: what only some combinations draw then finds its place among it.
  for (let variant = COMBINATIONS - 1; variant >= 0; variant--) {
    const raw = readRender(render(cache, variant, 2));
    let node = raw;
    for (const key of listKeys) {
      const index = identities(node).indexOf(key);
      if (index < 0) throw new Error('firstStepTemplate: the party sizes move with the settings');
      node = node.children[index] as Raw;
    }
    node.children = [{ list }];
    mergeInto(root, variant, raw);
  }
  const tree = emit(root, [...root.renders.keys()]) as TemplateElement;

  // The rules of the classes the step carries.
  const rules = rulesOf(cache, tree);
  const host = createCache({ key: 'host', stylisPlugins: [] });
  const base = host.insert('', css(hostCss), host.sheet, false);
  if (typeof base !== 'string') throw new Error('firstStepTemplate: no rules for the host');
  const sheet = withUsedTokens(compactCss([base, ...rules]));
  const first = { tree, css: withoutSetFallbacks(sheet), variants: [...VARIANTS] };
  // The children step's sheet: the rules the guests step's lacks, and the tokens they read that
  // it left out, set on the host as its base sets them.
  const lacking = later.rules.filter((rule) => !sheet.includes(rule));
  const tokens = [
    ...new Set([...lacking.join('').matchAll(/var\((--bw-[\w-]+)/g)].map((m) => m[1]!)),
  ]
    .filter((name) => !sheet.includes(`${name}:`))
    .map((name) => new RegExp(`(?<=[{;])${name}:[^;}]*`).exec(compactCss([base]))?.[0])
    .filter(Boolean);
  const hostTokens = tokens.length ? `:host{${tokens.join(';')}}` : '';
  return { first, children: { tree: later.tree, css: hostTokens + compactCss(lacking) } };
}

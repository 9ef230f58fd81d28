import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A venue page the widget is embedded in: its stylesheet and how the widget is pasted. */
export interface Host {
  name: string;
  css: string;
  /** `loader`: the pasted script tag inserts the element; `tag`: a written `<booking-widget>`. */
  embed: 'loader' | 'tag';
  /** The zoom the host puts on the widget's container; boxes are compared divided by it. */
  zoom?: number;
  /**
   * Pixel tolerance (%) when not the default. Under a zoom Chromium lays text and hairlines out
   * on whole zoomed pixels, while the reference (the plain host at the same device scale)
   * rasterises them scaled: the same boxes, drawn up to a pixel apart.
   */
  pixelTolerance?: number;
}

const framework = (file: string) => readFileSync(path.resolve('node_modules', file), 'utf8');

// Rules a careless or hostile theme writes. Universal selectors never reach inside a shadow
// root, but they do reach the <booking-widget> element itself, whose inherited properties the
// widget's elements would take over.
const universal = `
  *, *::before, *::after { box-sizing: content-box !important; }
  * {
    margin: 0 !important;
    padding: 0 !important;
    font: italic 700 13px/2.6 Georgia, 'Times New Roman', serif !important;
    color: #c0f !important;
    letter-spacing: 0.2em !important;
    word-spacing: 1em !important;
    text-transform: uppercase !important;
    text-align: right !important;
    text-indent: 3em !important;
    white-space: nowrap !important;
    font-variant: small-caps !important;
    text-shadow: 2px 2px 0 red !important;
    cursor: crosshair !important;
    writing-mode: horizontal-tb !important;
    -webkit-text-stroke: 1px lime !important;
    overflow-wrap: anywhere !important;
    font-feature-settings: 'smcp' !important;
    tab-size: 20 !important;
    hyphens: auto !important;
    line-break: anywhere !important;
    word-break: break-all !important;
    list-style: square inside !important;
    border-collapse: separate !important;
    border-spacing: 9px !important;
    quotes: '«' '»' !important;
    caret-color: red !important;
    accent-color: red !important;
    color-scheme: dark !important;
    text-rendering: geometricPrecision !important;
    -webkit-font-smoothing: none !important;
  }
`;

const rootFontSize = `
  html { font-size: 62.5%; line-height: 3; }
  body { font-size: 1.6rem; }
`;

const typography = `
  body {
    font: 300 22px/3.1 'Comic Sans MS', cursive;
    letter-spacing: 0.15em;
    word-spacing: 0.5em;
    text-transform: uppercase;
    text-align: center;
    color: #804;
    font-style: italic;
    font-variant: small-caps;
    font-stretch: condensed;
    font-size-adjust: 0.3;
    text-shadow: 0 0 4px #f00;
    font-kerning: none;
    font-synthesis: none;
  }
`;

const rtl = `
  body { direction: rtl; unicode-bidi: bidi-override; }
`;

// A filter (or transform) on an ancestor makes it the containing block of fixed-position
// descendants and a stacking context; an identity filter leaves the pixels as they were, so
// only such side effects would show. Together with a body that hides its overflow.
const filterOverflow = `
  html, body { overflow: hidden; height: 100%; }
  body > * { filter: opacity(1); transform: translateZ(0); }
`;

const allUnset = `
  booking-widget { all: unset !important; text-decoration: underline !important; }
`;

const zIndexWar = `
  * { z-index: 2147483647 !important; position: relative; }
  body::after { content: ''; position: fixed; inset: auto 0 0 auto; width: 1px; height: 1px; z-index: 2147483647; }
`;

const zoom = `
  .bw-slot { zoom: 1.25; }
`;

export const PLAIN: Host = { name: 'plain', css: '', embed: 'loader' };

export const HOSTS: Host[] = [
  { name: 'plain (tag)', css: '', embed: 'tag' },
  { name: 'bootstrap 5', css: framework('bootstrap/dist/css/bootstrap.min.css'), embed: 'loader' },
  { name: 'tailwind preflight', css: framework('tailwindcss/preflight.css'), embed: 'tag' },
  { name: 'bulma', css: framework('bulma/css/bulma.min.css'), embed: 'loader' },
  { name: 'normalize.css', css: framework('normalize.css/normalize.css'), embed: 'loader' },
  { name: 'universal !important', css: universal, embed: 'loader' },
  { name: 'html font-size 62.5%', css: rootFontSize, embed: 'tag' },
  { name: 'body typography', css: typography, embed: 'loader' },
  { name: 'body direction rtl', css: rtl, embed: 'loader' },
  { name: 'filter + overflow hidden', css: filterOverflow, embed: 'tag' },
  { name: 'booking-widget all: unset', css: allUnset, embed: 'loader' },
  { name: 'z-index war', css: zIndexWar, embed: 'tag' },
  { name: 'zoom 1.25', css: zoom, embed: 'loader', zoom: 1.25, pixelTolerance: 3 },
  {
    name: 'every hostile rule',
    css: [universal, rootFontSize, typography, rtl, filterOverflow, allUnset, zIndexWar].join('\n'),
    embed: 'tag',
  },
];

/** The width the test gives the widget, so every host's layout is comparable. */
const SLOT_WIDTH = 375;

// The slot sits at whole pixels whatever the host's headings measure: a widget starting at a
// fractional offset snaps its text to other device pixels, which is the page's doing, not a
// difference in the widget. Inline !important outranks every rule of the host's stylesheets.
const SLOT_STYLE = [
  `width: ${SLOT_WIDTH}px`,
  'position: absolute',
  'top: 600px',
  'left: 0',
  'margin: 0',
  'padding: 0',
  'border: 0',
  'z-index: 2147483647',
]
  .map((d) => `${d} !important`)
  .join('; ');

/** The host page: some venue content around a fixed-width slot holding the widget. */
export function hostPage(host: Host, cssUrl: string, attributes = ''): string {
  const embed =
    host.embed === 'loader'
      ? `<script async src="/loader.js" data-system="se_demo" data-unit="1"${attributes
          .replace(/(^| )(\w[\w-]*)=/g, '$1data-$2=')
          .replace(/^(?=.)/, ' ')}></script>`
      : `<booking-widget system="se_demo" unit="1"${attributes ? ` ${attributes}` : ''}></booking-widget>
         <script async src="/loader.js"></script>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Isolation host: ${host.name}</title>
    <link rel="stylesheet" href="${cssUrl}" />
  </head>
  <body>
    <main class="container content">
      <h1 class="title">Book a table</h1>
      <p>Welcome! Choose your party size below.</p>
      <p>Open Tuesday to Sunday.</p>
    </main>
    <div class="bw-slot" style="${SLOT_STYLE}">${embed}</div>
  </body>
</html>`;
}

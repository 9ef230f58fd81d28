// The size figures of DESIGN §6 computed from dist/manifest.json, and their budgets.

/** @typedef {{ file: string, bytes: number, gzip: number, br?: number }} ManifestFile */
/** @typedef {{ loader: string, firstPaint?: string, entry: string, initialChunks: string[], files: ManifestFile[] }} Manifest */
/** @typedef {Record<'loader' | 'initial' | 'total', number>} Figures */
/** @typedef {'loader' | 'initial' | 'total'} FigureName */

/** Budgets in gzip bytes (DESIGN §6). @type {Figures} */
export const DEFAULT_BUDGETS = {
  loader: 2.0 * 1024,
  initial: 130 * 1024,
  total: 260 * 1024,
};

/** Goals of DESIGN §6, printed beside the budgets; missing a goal does not fail. @type {Figures} */
export const GOALS = {
  loader: 1.5 * 1024,
  initial: 110 * 1024,
  total: 220 * 1024,
};

const isJs = (/** @type {string} */ file) => file.endsWith('.js');

/** The queue stub venues paste before the loader (DESIGN §5), in raw bytes. */
export const STUB_BUDGET = 300;

/** Raw bytes of the pasted stub (loader/stub/snippet.txt), measured as pasted. @param {string} source */
export function measureStub(source) {
  return Buffer.byteLength(source.trim(), 'utf8');
}

/**
 * - loader: loader.js gzip
 * - initial: JS fetched before React's first step is interactive (loader, entry, its static
 *   chunks); the first paint (measureFirstPaint) draws the step and keeps clicks with less
 * - total: all JS of the whole flow
 * @param {Manifest} manifest
 * @returns {Figures}
 */
export function measure(manifest) {
  const size = new Map(manifest.files.map((f) => [f.file, f]));
  const gzipOf = (/** @type {string} */ file) => {
    const entry = size.get(file);
    if (!entry) throw new Error(`size: ${file} is named in the manifest but was not built`);
    return entry.gzip;
  };
  const initialFiles = [manifest.loader, manifest.entry, ...manifest.initialChunks];
  return {
    loader: gzipOf(manifest.loader),
    initial: initialFiles.reduce((sum, file) => sum + gzipOf(file), 0),
    total: manifest.files.filter((f) => isJs(f.file)).reduce((sum, f) => sum + f.gzip, 0),
  };
}

/**
 * The locale files an English guest's first step fetches (shared/startup/startupRequests.ts):
 * the language's own file, one per namespace. Its fallbacks load only when a key is missing
 * (widget/i18n/createI18n.ts), so they are not on the wire before the first step.
 */
export const FIRST_STEP_LOCALES = ['locales/en/common.json'];

/** @typedef {{ br: number, gzip: number, raw: number, files: string[] }} Wire */

/**
 * Bytes on the wire before the first step of an inline embed, served precompressed (DESIGN §6):
 * loader.js, the entry, its static chunks and the first step's locale files, brotli (and gzip,
 * raw beside it). Null for a manifest built before brotli sizes were recorded.
 * @param {Manifest} manifest
 * @returns {Wire | null}
 */
export function measureWire(manifest) {
  const size = new Map(manifest.files.map((f) => [f.file, f]));
  const files = [
    manifest.loader,
    manifest.entry,
    ...manifest.initialChunks,
    ...FIRST_STEP_LOCALES.filter((file) => size.has(file)),
  ];
  const entries = files.map((file) => size.get(file));
  if (entries.some((f) => f?.br === undefined)) return null;
  const sum = (/** @type {(f: ManifestFile) => number} */ pick) =>
    entries.reduce((total, f) => total + (f ? pick(f) : 0), 0);
  return { br: sum((f) => f.br ?? 0), gzip: sum((f) => f.gzip), raw: sum((f) => f.bytes), files };
}

/**
 * Gzip bytes of the JS that runs before the first step is drawn and keeps a click, React not
 * yet there (issue 16): loader.js and first-paint.js (the full page: first-paint.js alone).
 * Null for a manifest without a first paint.
 * @param {Manifest} manifest
 */
export function measureFirstPaint(manifest) {
  if (!manifest.firstPaint) return null;
  const size = new Map(manifest.files.map((f) => [f.file, f.gzip]));
  const paint = size.get(manifest.firstPaint);
  if (paint === undefined) throw new Error(`size: ${manifest.firstPaint} was not built`);
  return (size.get(manifest.loader) ?? 0) + paint;
}

/** @param {number | null} bytes */
export function formatFirstPaint(bytes) {
  return bytes === null
    ? 'painted    no first paint in this manifest'
    : `painted    ${kb(bytes).padStart(10)} before the first step is drawn and keeps clicks (loader.js + first-paint.js; React's step: initial)`;
}

/** @param {Wire | null} wire */
export function formatWire(wire) {
  if (!wire) return 'wire       no brotli sizes in this manifest (rebuild with node build.mjs)';
  return `wire       ${kb(wire.br).padStart(10)} brotli before the first step (gzip ${kb(wire.gzip)}, raw ${kb(wire.raw)}; ${wire.files.length} files)`;
}

/** @param {Figures} figures @param {Figures} [budgets] */
export function checkBudgets(figures, budgets = DEFAULT_BUDGETS) {
  return figureNames(budgets)
    .map((name) => /** @type {const} */ ([name, budgets[name]]))
    .filter(([name, budget]) => figures[name] > budget)
    .map(([name, budget]) => `${name}: ${figures[name]} B gzip is over the budget of ${budget} B`);
}

/** @param {Figures} budgets @returns {FigureName[]} */
const figureNames = (budgets) => /** @type {FigureName[]} */ (Object.keys(budgets));

/**
 * Parses `--budget name=bytes` overrides (bytes may end in KB).
 * @param {string[]} args
 * @param {Figures} [budgets]
 * @returns {Figures}
 */
export function parseBudgetArgs(args, budgets = DEFAULT_BUDGETS) {
  const result = { ...budgets };
  for (let i = 0; i < args.length; i++) {
    if (args[i] !== '--budget') continue;
    const [name, raw] = String(args[i + 1] ?? '').split('=');
    if (!name || !(name in result) || !raw) throw new Error(`size: bad --budget ${args[i + 1]}`);
    const figure = /** @type {FigureName} */ (name);
    const kb = raw.toUpperCase().endsWith('KB');
    result[figure] = Math.round(parseFloat(raw) * (kb ? 1024 : 1));
    i++;
  }
  return result;
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** @param {Manifest} manifest @param {Figures} figures @param {Figures} budgets */
export function formatReport(manifest, figures, budgets) {
  const rows = manifest.files.map(
    (f) =>
      `${f.file.padEnd(44)} ${kb(f.bytes).padStart(10)} ${kb(f.gzip).padStart(10)} ${(f.br === undefined ? '' : kb(f.br)).padStart(10)}`,
  );
  const header = `${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`;
  const figureRows = figureNames(budgets).map((name) => {
    const ok = figures[name] <= budgets[name] ? 'ok' : 'OVER';
    return `${name.padEnd(10)} ${kb(figures[name]).padStart(10)}  budget ${kb(budgets[name]).padStart(9)}  goal ${kb(GOALS[name] ?? budgets[name]).padStart(9)}  ${ok}`;
  });
  return [
    header,
    ...rows,
    '',
    'DESIGN §6 figures (gzip):',
    ...figureRows,
    formatFirstPaint(measureFirstPaint(manifest)),
    formatWire(measureWire(manifest)),
  ].join('\n');
}

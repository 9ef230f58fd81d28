// The size figures of DESIGN §6 computed from dist/manifest.json, and their budgets.

/** @typedef {{ file: string, bytes: number, gzip: number, br?: number }} ManifestFile */
/** @typedef {{ loader: string, firstPaint?: string, firstPaintPage?: string, entry: string, initialChunks: string[], phoneZones?: string[], files: ManifestFile[] }} Manifest */
/** @typedef {'loader' | 'initial' | 'total' | 'painted' | 'wire'} FigureName */
/**
 * The measured figures; `painted` and `wire` are null for a manifest without a first paint or
 * without brotli sizes, and no budget checks them then.
 * @typedef {{ loader: number, initial: number, total: number, painted: number | null, wire: number | null }} Figures
 */
/** @typedef {Record<FigureName, number>} Budgets */

/**
 * Budgets in bytes, gzip but `wire` (brotli): DESIGN §6 as it stands for wave 4, exactly. The
 * owner's decision after issue 32: the loader, the first paint and the flow carry what the one
 * tag must do, so the budgets are held where they are, with a little room for what wave 4 adds
 * (the modal's intent handling and integrity pins in the loader, one request path). Their
 * history is in docs/architecture.md "Size figures".
 * @type {Budgets}
 */
export const DEFAULT_BUDGETS = {
  loader: 2.5 * 1024,
  // Issue 48: ky from the first request (the one request path), 88 → 93 KB.
  initial: 95 * 1024,
  total: 240 * 1024,
  painted: 11 * 1024,
  wire: 85 * 1024,
};

/**
 * Goals printed beside the budgets; missing one does not fail. Wave 4 has none below its
 * budgets (DESIGN §6: "the next speed is time on the guest's and the venue's side").
 * @type {Budgets}
 */
export const GOALS = { ...DEFAULT_BUDGETS };

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
 * - total: all JS of the whole flow, and the phone zones a booking fetches (measurePhone)
 * - painted: loader.js and first-paint.js (measureFirstPaint)
 * - wire: brotli bytes before the first step (measureWire)
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
    total:
      manifest.files.filter((f) => isJs(f.file)).reduce((sum, f) => sum + f.gzip, 0) +
      (measurePhone(manifest)?.counted ?? 0),
    painted: measureFirstPaint(manifest),
    wire: measureWire(manifest)?.br ?? null,
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
 * yet there (issue 16): loader.js and first-paint.js for an inline embed, first-paint-page.js and
 * first-paint.js on the full page; the larger of the two. Null for a manifest without a first
 * paint.
 * @param {Manifest} manifest
 */
export function measureFirstPaint(manifest) {
  if (!manifest.firstPaint) return null;
  const size = new Map(manifest.files.map((f) => [f.file, f.gzip]));
  const paint = size.get(manifest.firstPaint);
  if (paint === undefined) throw new Error(`size: ${manifest.firstPaint} was not built`);
  const page = manifest.firstPaintPage ? size.get(manifest.firstPaintPage) : 0;
  if (page === undefined) throw new Error(`size: ${manifest.firstPaintPage} was not built`);
  return Math.max(size.get(manifest.loader) ?? 0, page) + paint;
}

/** How many phone zones a booking fetches at most: its start country's, the venue's, its number's. */
export const PHONE_ZONES_PER_BOOKING = 3;

/**
 * The phone plans' zone files (shared/validation/phone.ts). A booking fetches the zones of the
 * country its form starts at, of the venue's country and of the number typed (one to three; more
 * only if the guest tries countries of other zones in the picker), so `total` counts the three
 * largest, not all of them. Null for a manifest without zones.
 * @param {Manifest} manifest
 * @returns {{ counted: number, all: number, count: number } | null}
 */
export function measurePhone(manifest) {
  if (!manifest.phoneZones?.length) return null;
  const size = new Map(manifest.files.map((f) => [f.file, f.gzip]));
  const zones = manifest.phoneZones.map((file) => {
    const gzip = size.get(file);
    if (gzip === undefined)
      throw new Error(`size: ${file} is named in the manifest but was not built`);
    return gzip;
  });
  const sum = (/** @type {number[]} */ list) => list.reduce((total, gzip) => total + gzip, 0);
  const largest = [...zones].sort((a, b) => b - a).slice(0, PHONE_ZONES_PER_BOOKING);
  return { counted: sum(largest), all: sum(zones), count: zones.length };
}

/** The report's line on the phone zones, none without them. @param {ReturnType<typeof measurePhone>} phone */
export function formatPhone(phone) {
  return phone
    ? [
        `  total: all JS, and the ${PHONE_ZONES_PER_BOOKING} largest of ${phone.count} phone zones (${kb(phone.counted)} gzip; all ${kb(phone.all)}), the most a booking fetches`,
      ]
    : [];
}

/** @param {number | null} bytes */
export function formatFirstPaint(bytes) {
  return bytes === null
    ? 'painted    no first paint in this manifest'
    : `  painted: ${kb(bytes)} gzip before the first step is drawn and keeps clicks (loader.js or the full page's script, + first-paint.js; React's step: initial)`;
}

/** @param {Wire | null} wire */
export function formatWire(wire) {
  if (!wire) return 'wire       no brotli sizes in this manifest (rebuild with node build.mjs)';
  return `  wire: ${kb(wire.br)} brotli before the first step (gzip ${kb(wire.gzip)}, raw ${kb(wire.raw)}; ${wire.files.length} files)`;
}

/** @param {Figures} figures @param {Partial<Budgets>} [budgets] */
export function checkBudgets(figures, budgets = DEFAULT_BUDGETS) {
  return figureNames(budgets).flatMap((name) => {
    const figure = figures[name];
    const budget = budgets[name];
    if (figure === null || budget === undefined || figure <= budget) return [];
    const unit = name === 'wire' ? 'brotli' : 'gzip';
    return [`${name}: ${figure} B ${unit} is over the budget of ${budget} B`];
  });
}

/** @param {Partial<Budgets>} budgets @returns {FigureName[]} */
const figureNames = (budgets) => /** @type {FigureName[]} */ (Object.keys(budgets));

/**
 * Parses `--budget name=bytes` overrides (bytes may end in KB).
 * @param {string[]} args
 * @param {Budgets} [budgets]
 * @returns {Budgets}
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

/** @param {Manifest} manifest @param {Figures} figures @param {Partial<Budgets>} budgets */
export function formatReport(manifest, figures, budgets) {
  const rows = manifest.files.map(
    (f) =>
      `${f.file.padEnd(44)} ${kb(f.bytes).padStart(10)} ${kb(f.gzip).padStart(10)} ${(f.br === undefined ? '' : kb(f.br)).padStart(10)}`,
  );
  const header = `${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`;
  /** @param {FigureName} name */
  const verdict = (name) => {
    const figure = figures[name];
    const budget = budgets[name];
    if (figure === null) return '';
    const against = budget === undefined ? '' : `  budget ${kb(budget).padStart(9)}`;
    const ok = budget === undefined ? '' : figure <= budget ? '  ok' : '  OVER';
    return `${name.padEnd(10)} ${kb(figure).padStart(10)}${against}  goal ${kb(GOALS[name]).padStart(9)}${ok}`;
  };
  const names = /** @type {FigureName[]} */ (['loader', 'initial', 'total', 'painted', 'wire']);
  const figureRows = names.map(verdict).filter(Boolean);
  return [
    header,
    ...rows,
    '',
    'DESIGN §6 figures (gzip; wire brotli):',
    ...figureRows,
    ...formatPhone(measurePhone(manifest)),
    formatFirstPaint(measureFirstPaint(manifest)),
    formatWire(measureWire(manifest)),
  ].join('\n');
}

// The size figures of DESIGN §6 computed from dist/manifest.json, and their budgets.

/** Budgets in gzip bytes (DESIGN §6). */
export const DEFAULT_BUDGETS = {
  loader: 2.0 * 1024,
  initial: 130 * 1024,
  total: 260 * 1024,
};

/** Goals of DESIGN §6, printed beside the budgets; missing a goal does not fail. */
export const GOALS = {
  loader: 1.5 * 1024,
  initial: 110 * 1024,
  total: 220 * 1024,
};

const isJs = (file) => file.endsWith('.js');

/**
 * - loader: loader.js gzip
 * - initial: JS fetched before the first step is interactive (loader, entry, its static chunks)
 * - total: all JS of the whole flow
 */
export function measure(manifest) {
  const size = new Map(manifest.files.map((f) => [f.file, f]));
  const gzipOf = (file) => {
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

export function checkBudgets(figures, budgets = DEFAULT_BUDGETS) {
  return Object.entries(budgets)
    .filter(([name, budget]) => figures[name] > budget)
    .map(([name, budget]) => `${name}: ${figures[name]} B gzip is over the budget of ${budget} B`);
}

/** Parses `--budget name=bytes` overrides (bytes may end in KB). */
export function parseBudgetArgs(args, budgets = DEFAULT_BUDGETS) {
  const result = { ...budgets };
  for (let i = 0; i < args.length; i++) {
    if (args[i] !== '--budget') continue;
    const [name, raw] = String(args[i + 1] ?? '').split('=');
    if (!name || !(name in result) || !raw) throw new Error(`size: bad --budget ${args[i + 1]}`);
    const kb = raw.toUpperCase().endsWith('KB');
    result[name] = Math.round(parseFloat(raw) * (kb ? 1024 : 1));
    i++;
  }
  return result;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatReport(manifest, figures, budgets) {
  const rows = manifest.files.map(
    (f) => `${f.file.padEnd(44)} ${kb(f.bytes).padStart(10)} ${kb(f.gzip).padStart(10)}`,
  );
  const header = `${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`;
  const figureRows = Object.keys(budgets).map((name) => {
    const ok = figures[name] <= budgets[name] ? 'ok' : 'OVER';
    return `${name.padEnd(10)} ${kb(figures[name]).padStart(10)}  budget ${kb(budgets[name]).padStart(9)}  goal ${kb(GOALS[name] ?? budgets[name]).padStart(9)}  ${ok}`;
  });
  return [header, ...rows, '', 'DESIGN §6 figures (gzip):', ...figureRows].join('\n');
}

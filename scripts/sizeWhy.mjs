// `npm run size -- --why`: where the gzip bytes of each DESIGN §6 figure go, from esbuild's
// metafile (build.mjs writes it when WIDGET_METAFILE=path is set).

/** @typedef {import('./sizeBudgets.mjs').Manifest} Manifest */
/** @typedef {{ bytes: number, inputs: Record<string, { bytesInOutput: number }> }} MetaOutput */
/** @typedef {{ outputs: Record<string, MetaOutput> }} Metafile */
/** @typedef {{ name: string, raw: number, gzip: number, files: number }} WhyRow */
/** @typedef {{ title: string, files: string[], gzip: number, rows: WhyRow[] }} WhyGroup */

/**
 * Who owns an input: its npm package (`react-dom`, `@emotion/cache`), else its folder
 * (`widget/wizard`, `shared/contract`); with `byModule`, the file itself.
 * @param {string} input a metafile input path
 * @param {boolean} byModule
 */
export function ownerOf(input, byModule) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (byModule) return pkg ? `${pkg[1]}/${input.split('/').pop()}` : input;
  if (pkg?.[1]) return pkg[1];
  const parts = input.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : input;
}

/**
 * The files of each figure: the JS before React's first step (`initial`), the first paint, and
 * the rest of the flow (lazy chunks, the loader's modes).
 * @param {Manifest} manifest
 */
export function figureGroups(manifest) {
  const initial = [manifest.loader, manifest.entry, ...manifest.initialChunks];
  const painted = manifest.firstPaint ? [manifest.firstPaint] : [];
  const lazy = manifest.files
    .map((f) => f.file)
    .filter((file) => file.endsWith('.js') && !initial.includes(file) && !painted.includes(file));
  return [
    { title: 'initial: JS before React’s first step', files: initial },
    { title: 'first paint (with loader.js: painted)', files: painted },
    { title: 'lazy: the rest of the flow (with the two above: total)', files: lazy },
  ];
}

/**
 * Splits each figure's gzip bytes among the packages and folders its files bundle. A file's
 * gzip is shared out in proportion to each input's minified bytes in it (compression is not
 * uniform, so the shares are estimates; the figure totals are exact). The bytes no input owns,
 * the import and export glue between chunks, are one row, `(glue)`, with the file count:
 * merging chunks saves them, and each file's compression overhead.
 * @param {Manifest} manifest
 * @param {Metafile} metafile
 * @param {{ byModule?: boolean }} [options]
 * @returns {WhyGroup[]}
 */
export function explainSizes(manifest, metafile, { byModule = false } = {}) {
  const gzipOf = new Map(manifest.files.map((f) => [f.file, f.gzip]));
  const outputs = Object.entries(metafile.outputs);
  /** @param {string} file */
  const outputOf = (file) => outputs.find(([out]) => out === file || out.endsWith(`/${file}`));
  return figureGroups(manifest).map(({ title, files }) => {
    /** @type {Map<string, WhyRow>} */
    const rows = new Map();
    /** @param {string} name @param {number} raw @param {number} gzip @param {number} count */
    const add = (name, raw, gzip, count) => {
      const row = rows.get(name) ?? { name, raw: 0, gzip: 0, files: 0 };
      row.raw += raw;
      row.gzip += gzip;
      row.files += count;
      rows.set(name, row);
    };
    let total = 0;
    for (const file of files) {
      const gzip = gzipOf.get(file) ?? 0;
      total += gzip;
      const found = outputOf(file);
      if (!found) {
        add('(not in the metafile)', 0, gzip, 1);
        continue;
      }
      const [, output] = found;
      const inputs = Object.entries(output.inputs).filter(([, v]) => v.bytesInOutput > 0);
      const bundled = inputs.reduce((sum, [, v]) => sum + v.bytesInOutput, 0);
      // The bytes no input owns (import/export statements between chunks, esbuild's helpers).
      const glue = Math.max(0, output.bytes - bundled);
      const ratio = output.bytes > 0 ? gzip / output.bytes : 0;
      add('(glue)', glue, Math.round(glue * ratio), 1);
      for (const [input, v] of inputs) {
        add(ownerOf(input, byModule), v.bytesInOutput, Math.round(v.bytesInOutput * ratio), 0);
      }
    }
    const sorted = [...rows.values()].sort((a, b) => b.gzip - a.gzip);
    return { title, files, gzip: total, rows: sorted };
  });
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The table: for each figure, its top rows by gzip and the rest summed in one line.
 * @param {WhyGroup[]} groups
 * @param {number} [top]
 */
export function formatWhy(groups, top = 12) {
  const lines = [];
  for (const group of groups) {
    lines.push('', `${group.title}: ${kb(group.gzip)} gzip in ${group.files.length} files`);
    lines.push(`  ${'package or folder'.padEnd(40)} ${'min'.padStart(9)} ${'~gzip'.padStart(9)}`);
    const shown = group.rows.slice(0, top);
    for (const row of shown) {
      const name = row.name === '(glue)' ? `(glue: ${row.files} files)` : row.name;
      lines.push(`  ${name.padEnd(40)} ${kb(row.raw).padStart(9)} ${kb(row.gzip).padStart(9)}`);
    }
    const rest = group.rows.slice(top);
    if (rest.length > 0) {
      const raw = rest.reduce((sum, row) => sum + row.raw, 0);
      const gzip = rest.reduce((sum, row) => sum + row.gzip, 0);
      const label = `${rest.length} more`;
      lines.push(`  ${label.padEnd(40)} ${kb(raw).padStart(9)} ${kb(gzip).padStart(9)}`);
    }
  }
  return lines.join('\n');
}

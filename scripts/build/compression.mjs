// Compressed twins of the release's files, and the compression the manifest measures.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Files served compressed: text that compresses; images and fonts stay as they are. */
const compressible = (/** @type {string} */ file) => /\.(js|json|html)$/.test(file);

/**
 * Compressed copies by content, kept under node_modules/.cache: brotli at maximum quality is most
 * of a build's 8 s, and a build compresses every file twice (the `.br` beside it, the manifest's
 * figure) while `npm test` builds six times (issue 35). A copy is written whole under a temporary
 * name and renamed, so builds running side by side never read half of one.
 */
const compressedCache = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/.cache/booking-widget-build',
);

/**
 * @param {string} kind the encoding and its settings, part of the key: new settings, new copies
 * @param {(content: Buffer) => Buffer} compress
 */
const cached = (kind, compress) => (/** @type {Buffer} */ content) => {
  const key = createHash('sha256').update(content).digest('hex');
  const file = path.join(compressedCache, `${key}.${kind}`);
  try {
    return readFileSync(file);
  } catch {
    const out = compress(content);
    try {
      mkdirSync(compressedCache, { recursive: true });
      const part = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(part, out);
      renameSync(part, file);
    } catch {
      // A read-only tree builds all the same, only slower.
    }
    return out;
  }
};

export const gzip = cached('gzip-9', (content) => gzipSync(content, { level: 9 }));

export const brotli = cached('br-max', (content) =>
  brotliCompressSync(content, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  }),
);

/**
 * Writes `<file>.br` and `<file>.gz` at maximum quality beside every js/json/html file, so the
 * server sends the bytes the manifest measures without compressing on each request.
 * @param {string} dist
 * @param {string[]} names
 */
export async function writePrecompressed(dist, names) {
  for (const name of names) {
    if (!compressible(name)) continue;
    const file = path.join(dist, name);
    const content = await readFile(file);
    await writeFile(`${file}.br`, brotli(content));
    await writeFile(`${file}.gz`, gzip(content));
  }
}

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The file a venue's page names in a tag of its own: loader.js. Every file it loads after it is
 * named by content and pinned by the loader itself (issue 49), so the one value covers them all.
 */
export const TAGGED_FILES = ['loader.js'];

/**
 * Subresource Integrity values (sha384) of the files a page names itself, for a tag that pins
 * an exact version (`/1.2.3/loader.js`): a moving `/v1/` URL changes bytes and must go without.
 * @param {string} dir
 */
export async function integrity(dir) {
  /** @type {Record<string, string>} */
  const hashes = {};
  for (const name of TAGGED_FILES) {
    const content = await readFile(path.join(dir, name));
    hashes[name] = `sha384-${createHash('sha384').update(content).digest('base64')}`;
  }
  return hashes;
}

/**
 * The SRI value the build's own code pins a file with (issue 49): sha256, the smallest the
 * platform takes (each value costs its 32 random bytes in the loader or the entry, which gzip
 * cannot shrink), and as strong as the pin needs.
 * @param {string | Uint8Array} content
 */
export const pinOf = (content) => `sha256-${createHash('sha256').update(content).digest('base64')}`;

/**
 * A name by content, in the form of esbuild's `[hash]` (eight of A-Z0-9) that releases.mjs keeps
 * for a day: `name-XXXXXXXX.ext`.
 * @param {string} stem
 * @param {string} ext with its dot
 * @param {string | Uint8Array} content
 */
export const hashedName = (stem, ext, content) =>
  `${stem}-${createHash('sha256').update(content).digest('hex').slice(0, 8).toUpperCase()}${ext}`;

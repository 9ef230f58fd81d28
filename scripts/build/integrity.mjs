import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The files a venue's page names in a tag of its own: loader.js (and what it imports first). */
export const TAGGED_FILES = ['loader.js', 'loader-modes.js', 'first-paint.js'];

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

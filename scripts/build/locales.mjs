import { existsSync } from 'node:fs';
import { cp, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { distName } from './context.mjs';
import { listFiles } from './releases.mjs';

/**
 * Copies the language folders of widget/locales to dist/locales (the glossary, its notes and the
 * review records in reviews/ are for translators) and returns their names as the manifest writes
 * them. A language folder is one that holds a common.json.
 * @param {import('./context.mjs').BuildContext} context
 * @returns {Promise<string[]>}
 */
export async function copyLocales({ root, dist }) {
  const locales = path.join(root, 'widget/locales');
  if (!(await stat(locales).catch(() => null))) return [];
  const languages = (await readdir(locales, { withFileTypes: true }))
    .filter((d) => d.isDirectory() && existsSync(path.join(locales, d.name, 'common.json')))
    .map((d) => d.name);
  for (const language of languages) {
    await cp(path.join(locales, language), path.join(dist, 'locales', language), {
      recursive: true,
    });
  }
  return (await listFiles(locales))
    .map((file) => `locales/${distName(locales, file)}`)
    .filter((name) => languages.some((l) => name.startsWith(`locales/${l}/`)));
}

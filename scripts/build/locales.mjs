import { cp, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { distName } from './context.mjs';
import { listFiles } from './releases.mjs';

const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/**
 * Copies the language folders of widget/locales to dist/locales (the glossary, its notes and the
 * reviews/ folder of issue 53 are for translators) and returns their names as the manifest writes
 * them. A language folder is named by its tag: `sv`, `fr-BE`.
 * @param {import('./context.mjs').BuildContext} context
 * @returns {Promise<string[]>}
 */
export async function copyLocales({ root, dist }) {
  const locales = path.join(root, 'widget/locales');
  if (!(await stat(locales).catch(() => null))) return [];
  const languages = (await readdir(locales, { withFileTypes: true }))
    .filter((d) => d.isDirectory() && LANGUAGE_TAG.test(d.name))
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

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { uiLanguages } from '../../../../shared/i18n/languages.ts';

type Tree = { [key: string]: string | Tree };

export const localesRoot = path.resolve('widget/locales');
export const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix: string, out: Map<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else flatten(value, name, out);
  }
  return out;
}

export interface LocaleString {
  language: string;
  /** `ns:key.path`, as i18next names it. */
  key: string;
  text: string;
}

/**
 * Every string of every namespace file of every language, read from disk: a namespace added
 * later (checkout.json, preorder.json…) is checked without anyone listing it.
 */
export function localeStrings(languages: readonly string[] = uiLanguages): LocaleString[] {
  return languages.flatMap((language) =>
    readdirSync(path.join(localesRoot, language))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        const ns = file.replace(/\.json$/, '');
        const tree = JSON.parse(
          readFileSync(path.join(localesRoot, language, file), 'utf8'),
        ) as Tree;
        return [...flatten(tree, '', new Map())].map(([key, text]) => ({
          language,
          key: `${ns}:${key}`,
          text,
        }));
      }),
  );
}

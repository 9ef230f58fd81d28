/** The values a string is given: `count` picks the plural form; any value fills `{{name}}`. */
export type LocaleValues = { count?: number | undefined } & Record<string, unknown>;

/** A translation function over one locale file, or undefined where a key is missing. */
export type LocaleText = (key: string, values?: LocaleValues) => string | undefined;

const lookup = (messages: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );

/**
 * Strings read from one locale file as the widget's i18next reads them (JSON v4: `key_zero` for
 * a count of 0, then `key_one`/`key_other`… by Intl.PluralRules, then the bare key; `{{name}}`
 * filled in, a value not given left as written). The loader's first paint draws with it, and
 * the widget's first screens translate with it until i18next itself has loaded (issue 32);
 * test/unit/shared/i18n/localeText.test.ts holds it to i18next on every string of every file.
 */
export function localeText(messages: unknown, language: string): LocaleText {
  const plural = new Intl.PluralRules(language);
  return (key, values = {}) => {
    const { count } = values;
    const keys =
      typeof count === 'number'
        ? [
            ...(count === 0 ? [`${key}_zero`] : []),
            // The language's own form, else the bare key (never another form: a missing one
            // is a missing string, as it is to i18next).
            `${key}_${plural.select(count)}`,
            key,
          ]
        : [key];
    const found = keys.map((k) => lookup(messages, k)).find((v) => typeof v === 'string');
    if (typeof found !== 'string') return undefined;
    return found.replace(/\{\{(.+?)\}\}/g, (whole, name: string) => {
      const value = values[name.trim()];
      return value === undefined ? whole : String(value);
    });
  };
}

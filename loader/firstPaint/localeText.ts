/** A translation function over one locale file, or undefined where a key is missing. */
export type LocaleText = (
  key: string,
  values?: { count?: number; name?: string; of?: number },
) => string | undefined;

const lookup = (messages: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );

/**
 * The first paint's strings, read from the same locale file the widget loads (i18next's JSON v4:
 * `key_one`/`key_other` by Intl.PluralRules, `{{name}}` interpolation), so both say the same.
 */
export function localeText(messages: unknown, language: string): LocaleText {
  const plural = new Intl.PluralRules(language);
  return (key, values = {}) => {
    const keys =
      values.count === undefined
        ? [key]
        : // As i18next resolves a count: the language's own form, else the bare key (never
          // another form: a missing one means no first paint, not a wrong label).
          [`${key}_${plural.select(values.count)}`, key];
    const found = keys.map((k) => lookup(messages, k)).find((v) => typeof v === 'string');
    if (typeof found !== 'string') return undefined;
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const value = (values as Record<string, unknown>)[name];
      return value === undefined ? whole : String(value);
    });
  };
}

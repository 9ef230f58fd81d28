const countryByLanguage: Readonly<Record<string, string>> = {
  en: 'GB',
  sv: 'SE',
  nb: 'NO',
  da: 'DK',
  fi: 'FI',
  es: 'ES',
  nl: 'NL',
  et: 'EE',
  lt: 'LT',
  lv: 'LV',
};

/**
 * The phone country to preselect for an interface language ('nb' → 'NO'), SE when the
 * language has none. Kept apart from the phone module so it costs nothing to import.
 */
export function phoneCountryForLanguage(language: string | null | undefined): string {
  const primary = (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return countryByLanguage[primary] ?? 'SE';
}

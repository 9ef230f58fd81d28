// The keys the widget and the loader both read, in one place (under STORAGE_PREFIX).

/** Local storage: the guest's chosen language (doc 1 §7), which the loader reads alone. */
export const LANG_KEY = 'lang';

/** Session storage: the unfinalized booking's route per venue (the first paint reads it too). */
export const routeKey = (system: string, unit: string) => `route:${system}:${unit}`;

/** Local storage: a developer's API override and the guest's chosen language (doc 1 §7). */
export const storageKeys = {
  apiBase: 'apiBase',
  lang: LANG_KEY,
  /** The last venue, where the generic error page's Try again returns (doc 1 §8). */
  lastSystem: 'lastSystem',
  lastUnit: 'lastUnit',
  /** Session storage: the unfinalized booking's route per venue, so a host reload resumes it. */
  route: routeKey,
  /** Session storage: what the guest typed on the details step of the venue's held booking. */
  draft: (system: string, unit: string) => `draft:${system}:${unit}`,
  /** Session storage: the pre-order quantities chosen for the held booking (issue 31). */
  menuDraft: (system: string, unit: string) => `menu:${system}:${unit}`,
} as const;

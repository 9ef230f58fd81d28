import type { i18n as I18next, TOptions } from 'i18next';
import { localeText, type LocaleText, type LocaleValues } from '../../shared/i18n/localeText.ts';
import type { UiLanguage } from '../../shared/i18n/languages.ts';
import { downloadLocale } from './downloadLocale.ts';
import { yieldToHost } from '../platform/yieldToHost.ts';
import { announceFallback } from './fallbackLoaded.ts';
import type { WidgetI18n } from './WidgetI18n.ts';

type Listener = (...args: string[]) => void;

export interface I18nOptions {
  language: UiLanguage;
  /** Folder holding `locales/`. */
  base: string;
  fetch?: typeof fetch;
}

/**
 * The translations of one `<booking-widget>`, ready once the own language's `common` file is in
 * (one request, doc 2 §7). i18next is fetched at once, beside the first render, and takes over
 * when it arrives: the screens render again then, with the same strings. Should the own file be
 * unreadable, this waits for i18next, which opens on the fallback language's text (doc 2 §9).
 */
export async function createI18n({
  language,
  base,
  fetch: doFetch = fetch,
}: I18nOptions): Promise<WidgetI18n> {
  const listeners = new Map<string, Set<Listener>>();
  let real: I18next | undefined;
  let light: LocaleText | undefined;
  let commonFailed: { error: unknown } | undefined;
  let loading: Promise<I18next> | undefined;
  // Whether a screen met a key the light reader lacks (a gap, or a namespace not in yet).
  let missed = false;
  // i18next loads after the first step (its chunk is the later answers' schemas' too:
  // scripts/build/chunkPlan.mjs). Each call tries again after a failed chunk download.
  const library = () =>
    (loading ??= import('./i18nextInstance.ts')
      // i18next's start in a task after its file's evaluation (issue 50: each under 50 ms).
      .then((m) => yieldToHost().then(() => m))
      .then((m) =>
        m.createI18next({ language, base, fetch: doFetch, commonFailed, announceTo: self }),
      )
      .then(
        (instance) => {
          real = instance;
          instance.on('languageChanged', (code: string) => self.emit('languageChanged', code));
          // Where a screen met a key the light reader lacked, the screens render again through
          // i18next, which fetches a fallback for it (doc 2 §9). Otherwise i18next reads what
          // they show, and a render of the whole step for the same strings is not paid for
          // (issue 50: it was a task of 50 to 70 ms on the throttled phone).
          if (missed) announceFallback(self, language, 'common');
          return instance;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      ));
  const self: WidgetI18n = {
    get language() {
      return real?.language ?? language;
    },
    t: (key, options) => {
      if (real) return real.t(key, options as TOptions) as string;
      // Another namespace is not in before i18next: its key shows, as i18next shows it.
      const ns = (options as { ns?: string } | undefined)?.ns ?? 'common';
      const text = ns === 'common' ? light?.(key, options as LocaleValues) : undefined;
      if (text === undefined) missed = true;
      return text ?? key;
    },
    hasLoadedNamespace: (ns) => (real ? real.hasLoadedNamespace(ns) : ns === 'common' && !!light),
    loadNamespaces: async (ns) => (await library()).loadNamespaces(ns as string[]),
    changeLanguage: async (code) => (await library()).changeLanguage(code),
    whenLoaded: library,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set.add(listener));
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...(args as string[]));
    },
  };
  try {
    light = localeText(await downloadLocale(base, language, 'common', doFetch), language);
  } catch (error) {
    // i18next's own path: it hears of the failure and opens on a fallback language.
    commonFailed = { error };
    await library();
    return self;
  }
  // Beside the first render, not after it; a failure is tried again on the next need.
  library().catch(() => undefined);
  return self;
}

import type { TOptions } from 'i18next';
import type { WidgetI18n } from '../i18n/WidgetI18n.ts';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useReducer,
  useState,
  useSyncExternalStore,
} from 'react';
import { localeForLanguage } from '../../shared/i18n/localeForLanguage.ts';
import { fallbackRevision, onFallbackLoaded } from '../i18n/fallbackLoaded.ts';

export const I18nContext = createContext<WidgetI18n | null>(null);

/** The translate function of this widget's own translations (i18next once it is in). */
export function useT() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT: translations are not loaded yet');
  // Each store also answers for a render outside the browser: the build renders the first step
  // to markup (scripts/firstStepTemplate.tsx).
  const readLanguage = () => i18n.language;
  const language = useSyncExternalStore(
    (notify) => {
      i18n.on('languageChanged', notify);
      return () => i18n.off('languageChanged', notify);
    },
    readLanguage,
    readLanguage,
  );
  // A fallback file fetched for a key the language lacks (createI18n) fills it in: render again.
  const readFallbacks = () => fallbackRevision(i18n);
  const fallbacks = useSyncExternalStore(
    (notify) => onFallbackLoaded(i18n, notify),
    readFallbacks,
    readFallbacks,
  );
  const t = useCallback(
    (key: string, options?: TOptions) => i18n.t(key, options) as string,
    // Re-created when the language changes or a fallback arrives so memoised children re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, language, fallbacks],
  );
  // The locale for Intl, so screens format dates and times as the language writes them.
  return { t, language, locale: localeForLanguage(language), i18n };
}

/**
 * The translate function of a namespace that loads with its screen, not with the first one:
 * `ready` turns true once `locales/{lng}/{ns}.json` is in (for the current language too).
 */
export function useNamespaceT(ns: string) {
  const base = useT();
  const { i18n, language } = base;
  // Whether the namespace is in is i18next's to say; the counter only re-renders when it arrives.
  const [, loadedOnce] = useReducer((n: number) => n + 1, 0);
  // i18next's own code could not be fetched (createI18n.ts): the generic error page, whose Try
  // again mounts the screen anew and asks again (doc 1 §8).
  const [failed, setFailed] = useState<{ error: unknown }>();
  const loaded = i18n.hasLoadedNamespace(ns);
  useEffect(() => {
    let live = true;
    if (!i18n.hasLoadedNamespace(ns)) {
      i18n.loadNamespaces(ns).then(
        () => live && loadedOnce(),
        (error: unknown) => live && setFailed({ error }),
      );
    }
    return () => {
      live = false;
    };
  }, [i18n, ns, language]);
  if (failed) throw failed.error;
  const t = useCallback(
    (key: string, options?: TOptions) => i18n.t(key, { ns, ...options }) as string,
    // base.t changes with the language and with each fallback file, as this one must.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, ns, base.t],
  );
  return { t, ready: loaded, language, locale: base.locale, i18n, common: base.t };
}

import type { i18n as I18n } from 'i18next';

/** Fetches the next fallback file of a namespace for the widget's language `own`. */
export type LoadFallback = (namespace: string, own: string) => Promise<void>;

/** What the loader uses from the widget's other modules, handed in rather than imported. */
export interface FallbackSources {
  /** The languages to fall back to, in order (shared/i18n/fallbackLanguages.ts). */
  chain(own: string): readonly string[];
  /** A locale file, parsed (downloadLocale.ts: one download per page). */
  download(language: string, namespace: string): Promise<unknown>;
  /** Tells the screens a file arrived (fallbackLoaded.ts). */
  announce(language: string, namespace: string): void;
}

/**
 * Loads the fallback files of one namespace on demand (issue 16: one locale request per
 * namespace; it travels with i18next, after the first step). Each call asks for the next
 * fallback not yet in (fr-BE: fr, then en, then sv), one at a time: a later one only when the
 * guest still meets a key the earlier ones lack too.
 */
export function fallbackLoader(instance: I18n, sources: FallbackSources): LoadFallback {
  const pending = new Map<string, Promise<void>>();
  const failed = new Set<string>();
  const load: LoadFallback = (namespace, own) => {
    for (const language of sources.chain(own)) {
      const name = `${language}|${namespace}`;
      const inFlight = pending.get(name);
      if (inFlight) return inFlight;
      if (failed.has(name) || instance.hasResourceBundle(language, namespace)) continue;
      const arrival = sources.download(language, namespace).then(
        (data) => {
          pending.delete(name);
          instance.addResourceBundle(language, namespace, structuredClone(data), true, false);
          sources.announce(language, namespace);
        },
        () => {
          // An unreachable fallback is skipped: the missing key asks the next one at once.
          pending.delete(name);
          failed.add(name);
          return load(namespace, own);
        },
      );
      pending.set(name, arrival);
      return arrival;
    }
    return Promise.resolve();
  };
  return load;
}

import type { TOptions } from 'i18next';
import type { Announcer } from './fallbackLoaded.ts';

/**
 * What the widget's screens use of i18next. The library is a lazy chunk (issue 32: 16 KB gzip
 * off the JS before the first step): until it is in, `t` reads the own language's `common` file
 * as i18next would (shared/i18n/localeText.ts), and whatever needs the library waits for it.
 */
export interface WidgetI18n extends Announcer {
  readonly language: string;
  t(key: string, options?: TOptions): string;
  hasLoadedNamespace(ns: string): boolean;
  loadNamespaces(ns: string | readonly string[]): Promise<void>;
  changeLanguage(code: string): Promise<unknown>;
  /** Resolves once i18next has taken over (rejects when its chunk could not be fetched). */
  whenLoaded(): Promise<unknown>;
}

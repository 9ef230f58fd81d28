import type { UiLanguage } from '../../shared/i18n/languages.ts';
import type { WidgetStoreApi } from '../store/createWidgetStore.ts';
import type { WidgetI18n } from './WidgetI18n.ts';

/**
 * Switches the widget's language in place: the store (what the host hears) at once, the texts
 * once i18next has them. Should i18next's chunk not come (no connection, a failed release), the
 * widget stays in the language it shows, the store with it, and this resolves false: the caller
 * tells the guest, or not. Never rejects.
 */
export function switchLanguage(
  i18n: WidgetI18n,
  store: WidgetStoreApi,
  code: UiLanguage,
): Promise<boolean> {
  const shown = i18n.language as UiLanguage;
  store.getState().setLanguage(code);
  return i18n.changeLanguage(code).then(
    () => true,
    () => {
      store.getState().setLanguage(shown);
      return false;
    },
  );
}

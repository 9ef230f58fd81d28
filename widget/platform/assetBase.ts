/**
 * The folder the widget was loaded from (where `locales/` lives). Chunks sit in `chunks/`, so a
 * module evaluated from a chunk steps up one level.
 */
export function assetBase(moduleUrl: string = import.meta.url): string {
  const here = new URL('.', moduleUrl);
  return here.pathname.endsWith('/chunks/') ? new URL('..', here).href : here.href;
}

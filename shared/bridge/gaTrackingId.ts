/**
 * The venue's Google Analytics id as gtag takes it (doc 2 §7, settings.gaTrackingId): a GA4
 * `G-…` measurement id, a Universal Analytics `UA-…-…` property, or a Google tag `GT-…`;
 * anything else (empty, a typo, markup) is none, and then no gtag loads.
 */
export function gaTrackingId(value: string | null | undefined): string | null {
  const id = value?.trim() ?? '';
  return /^(?:G|GT|UA)-[A-Z0-9]{4,20}(?:-\d{1,4})?$/i.test(id) ? id : null;
}

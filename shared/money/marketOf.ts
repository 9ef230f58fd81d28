/**
 * The market of a system id: the lower-cased country prefix before the underscore
 * ('SE_demo' → 'se'). A bare prefix ('no') is its own market.
 */
export function marketOf(systemId: string): string {
  const underscore = systemId.indexOf('_');
  return (underscore === -1 ? systemId : systemId.slice(0, underscore)).trim().toLowerCase();
}

/** A query flag is on only for 'true' (any case) or '1'; anything else, or absence, is off. */
export function parseBoolean(value: string | undefined): boolean {
  if (value === undefined) return false;
  const text = value.trim();
  return text === '1' || text.toLowerCase() === 'true';
}

/** Whole, non-negative decimal numbers only: '12' reads, '12abc', '1.5', '-3' and '' do not. */
export function parseInteger(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (!/^\d{1,15}$/.test(text)) return undefined;
  return Number(text);
}

/** An sRGB colour with channels 0..255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Reads #rgb, #rrggbb and rgb(r, g, b); anything else is null (named colours are not read). */
export function parseColor(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) {
    const [r, g, b] = short.slice(1).map((h) => parseInt(h + h, 16));
    return { r: r!, g: g!, b: b! };
  }
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(text);
  if (long) {
    const [r, g, b] = long.slice(1).map((h) => parseInt(h, 16));
    return { r: r!, g: g!, b: b! };
  }
  const fn = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/.exec(
    text,
  );
  if (fn) {
    const [r, g, b] = fn.slice(1).map(Number);
    if ([r, g, b].every((c) => c! <= 255)) return { r: r!, g: g!, b: b! };
  }
  return null;
}

export function toHex({ r, g, b }: Rgb): string {
  return '#' + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
}

/** WCAG 2.x relative luminance. */
function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

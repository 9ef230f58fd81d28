import { contrastRatio, parseColor, toHex, type Rgb } from './contrast.ts';

/**
 * WCAG AA for normal text.
 * @internal Exported for its tests.
 */
export const AA_CONTRAST = 4.5;

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const INK: Rgb = { r: 17, g: 17, b: 17 };

export interface PrimaryPair {
  /** The background to use for primary buttons. */
  primary: string;
  /** Text on that background. */
  onPrimary: string;
  /** The venue's colour had to be darkened to keep the text readable. */
  adjusted: boolean;
}

function darken(colour: Rgb, amount: number): Rgb {
  return { r: colour.r * amount, g: colour.g * amount, b: colour.b * amount };
}

/**
 * The venue's primary colour with a text colour that keeps WCAG AA contrast. White text is
 * preferred; dark text is used on light colours; a mid-tone that passes with neither is
 * darkened step by step until white text passes. An unreadable value falls back to `fallback`.
 */
export function accessiblePrimary(venueColour: string | undefined, fallback: string): PrimaryPair {
  const parsed = (venueColour && parseColor(venueColour)) || parseColor(fallback);
  if (!parsed) throw new Error(`accessiblePrimary: fallback ${fallback} is not a colour`);
  if (contrastRatio(parsed, WHITE) >= AA_CONTRAST) {
    return { primary: toHex(parsed), onPrimary: '#ffffff', adjusted: false };
  }
  if (contrastRatio(parsed, INK) >= AA_CONTRAST) {
    return { primary: toHex(parsed), onPrimary: toHex(INK), adjusted: false };
  }
  let colour = parsed;
  for (let i = 0; i < 40 && contrastRatio(colour, WHITE) < AA_CONTRAST; i++) {
    colour = darken(colour, 0.95);
  }
  return { primary: toHex(colour), onPrimary: '#ffffff', adjusted: true };
}

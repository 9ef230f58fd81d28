/**
 * The tallest frame a height message may ask for, in CSS px: a long booking page fits.
 * @internal Exported for its tests.
 */
export const MAX_FRAME_HEIGHT = 20_000;

/**
 * The frame height a `height` message asks for, whole px within 1..MAX_FRAME_HEIGHT, or 0 to
 * ignore it (not a positive finite number). A message cannot make the frame cover the venue's
 * page (issue 31).
 */
export function clampFrameHeight(height: unknown): number {
  const px = Math.ceil(Number(height));
  return px > 0 ? Math.min(px, MAX_FRAME_HEIGHT) : 0;
}

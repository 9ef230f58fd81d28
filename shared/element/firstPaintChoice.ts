/**
 * What a party-size click on the first paint does (doc 1 §2 Guests step, issue 16): before the
 * bundle has run, a size up to the venue's maximum is kept as the prefill the widget starts
 * from; after, or for 'max+1 +' (which shows a message rather than moving on), the widget
 * replays the click. Once the widget has read a kept size it opens on the next step with it, so
 * a later click changes nothing (the kept size stays pressed) rather than being dropped.
 */
export function firstPaintChoice(
  value: number,
  max: number,
  defined: boolean,
  kept: boolean,
): 'none' | 'keep' | 'replay' {
  if (defined && kept) return 'none';
  return !defined && value <= max ? 'keep' : 'replay';
}

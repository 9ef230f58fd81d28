/**
 * The tab a key selects (WAI-ARIA tabs with automatic activation: the arrows wrap, Home and End
 * go to the ends), or null for keys the tab list leaves alone. No tab selected counts as the
 * first.
 */
export function tabKeyTarget(key: string, selectedIndex: number, count: number): number | null {
  if (count === 0) return null;
  const from = selectedIndex < 0 ? 0 : selectedIndex;
  switch (key) {
    case 'ArrowRight':
      return (from + 1) % count;
    case 'ArrowLeft':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

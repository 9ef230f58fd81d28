import type { MenuGroup } from './types.ts';

/** The articles whose stock the menu asks for (doc 1 §7 articleStocks): each one once. */
export function menuArticleIds(groups: readonly MenuGroup[]): number[] {
  return [...new Set(groups.flatMap((group) => group.items.map((item) => item.articleID)))];
}

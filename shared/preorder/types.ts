import type { MenuGroupType } from '../enums.ts';

/** doc 1 §3 Menu item; `quantity` is what the guest has chosen. */
export interface MenuItem {
  name: string;
  description?: string | null;
  price?: number;
  articleID: number;
  webFlags?: number | null;
  quantity: number;
}

/** doc 1 §3 Menu group */
export interface MenuGroup {
  name: string;
  groupType: MenuGroupType;
  /** The group's choice limit; what it limits depends on the group type. */
  choices: number;
  optional: boolean;
  items: readonly MenuItem[];
}

/** doc 1 §3 Article stock, from GET articleStocks. */
export interface ArticleStock {
  id?: number;
  articleId: number;
  quantity: number;
  validityDate?: string;
}

/** What pre-order rules need besides the group. */
export interface PreorderContext {
  /** Party size; 1 when unknown (doc 1 §5 Pre-order groups). */
  guests?: number | null;
  /** Stock per article; an article not listed has the default stock. */
  stock?: readonly ArticleStock[];
}

/** The cart button's count: '9+' above nine (doc 1 §2 Activity list, §9). */
export function cartCountLabel(count: number): string {
  return count > 9 ? '9+' : String(Math.max(0, count));
}

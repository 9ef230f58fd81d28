/** The most children a party may have: guests − 1, since an adult comes along (doc 1 §2, §5). */
export function maxChildren(guests: number): number {
  return Math.max(0, guests - 1);
}

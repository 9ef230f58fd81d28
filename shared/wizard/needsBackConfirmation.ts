import type { RouteName } from '../routing/Route.ts';

/**
 * Whether the back button asks first (doc 1 §4 Choosing times: "Going back removes chosen items
 * after confirmation"): only where going back releases a booking already made for the chosen
 * time, which is on the preorder and details pages. From the details page back to the
 * pre-order (`toPreorder`, see backGoesToPreorder) nothing is released, so nothing is asked.
 */
export function needsBackConfirmation(
  routeName: RouteName,
  bookingId: string | undefined,
  toPreorder = false,
): boolean {
  if (routeName === 'finalize' && toPreorder) return false;
  return Boolean(bookingId) && (routeName === 'finalize' || routeName === 'preorder');
}

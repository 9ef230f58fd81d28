import type { RouteName } from '../routing/Route.ts';

/**
 * Whether the back button asks first (doc 1 §4 Choosing times: "Going back removes chosen items
 * after confirmation"): only where going back releases a booking already made for the chosen
 * time, which is on the preorder and details pages.
 */
export function needsBackConfirmation(
  routeName: RouteName,
  bookingId: string | undefined,
): boolean {
  return Boolean(bookingId) && (routeName === 'finalize' || routeName === 'preorder');
}

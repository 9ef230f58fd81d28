import type { Route, UnknownRoute } from '../../shared/routing/Route.ts';

/** The guid of an unfinalized booking the route holds: the wizard's own routes with an id. */
export function bookingInProgress(route: Route | UnknownRoute): string | undefined {
  switch (route.name) {
    case 'availability':
    case 'preorder':
    case 'finalize':
      return route.bookingId;
    default:
      return undefined;
  }
}

// A router of the example's own, in a few lines: the route is the address's hash (`#/book`), so
// any static server serves the app. A real app's router (React Router, TanStack Router, Next.js)
// mounts and unmounts <BookingWidget> the same way on a route change.
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

const currentRoute = () => location.hash.slice(1) || '/';

/** The current route, `/` without a hash; re-renders on each change. */
export const useRoute = () => useSyncExternalStore(subscribe, currentRoute, () => '/');

import { lazy } from 'react';

/** The booking page (doc 2 §2), loaded when first shown. */
export const LazyBookingPage = lazy(() => import('./bookingPageScreen.tsx'));

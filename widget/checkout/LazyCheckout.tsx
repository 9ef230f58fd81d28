import { lazy } from 'react';

/**
 * The details step and the payment confirmation, loaded when first shown
 * (DESIGN §6: phone validation loads with the details step, not before).
 */
export const loadCheckout = () => import('./checkoutScreens.tsx');
export const LazyCheckout = lazy(loadCheckout);

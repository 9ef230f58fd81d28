import type { Settings } from '../../shared/contract/index.ts';
import type { Route } from '../../shared/routing/Route.ts';

/** Which checkout screen to show, with its props. */
export type CheckoutScreenProps =
  | {
      screen: 'details';
      settings: Settings;
      bookingId: string;
      isBookingRequest: boolean;
      isWaitList: boolean;
    }
  | {
      screen: 'paymentConfirmation';
      settings: Settings;
      route: Extract<Route, { name: 'paymentConfirmation' }>;
    };

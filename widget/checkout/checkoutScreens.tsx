// The screens after the time step, in one chunk: each extra lazy chunk splits the modules it
// shares with the first step into more small chunks, and the first step pays for those
// (DESIGN §6 budget). The phone metadata comes with them, never before.
import type { CheckoutScreenProps } from './CheckoutScreenProps.ts';
import { DetailsStep } from './DetailsStep.tsx';
import { PaymentConfirmation } from './PaymentConfirmation.tsx';

export { preloadDetails } from './DetailsStep.tsx';

/** One of the checkout screens, by name. */
export default function CheckoutScreen(props: CheckoutScreenProps) {
  switch (props.screen) {
    case 'details':
      return <DetailsStep {...props} />;
    case 'paymentConfirmation':
      return <PaymentConfirmation {...props} />;
  }
}

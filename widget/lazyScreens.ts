// The later screens of the flow (times, activities, pre-order, details, the booking page, the
// menu) and the dialogs import this module after lazyBase. It names the small modules those
// screens share with one another, so the bundler puts them in ONE chunk, fetched with the first
// of those screens, instead of eight chunks under 1 KB gzip, each with its own compression and
// import glue (issue 32: `npm run size -- --why` shows the glue). Only small modules: luxon,
// the phone metadata and the pre-order code stay with the screens that use them.
import './ui/Dialog.tsx';
import './ui/ConfirmDialog.tsx';
import './layout/PrivacyDialog.tsx';
import './wizard/time/formatTime.ts';
import '../shared/availability/classifySlot.ts';
import '../shared/availability/isSlotExpired.ts';
import '../shared/money/marketOf.ts';
import '../shared/money/currencyForSystem.ts';
import '../shared/money/formatAmount.ts';
import '../shared/money/paymentTotal.ts';
import '../shared/money/bookingCharge.ts';
import '../shared/checkout/checkoutPayment.ts';

import {
  AvailableTimesSchema as times,
  checkAvailableTimes,
} from '../../shared/contract/availableTimes.ts';
import { checkDayStates, DayStatesSchema as days } from '../../shared/contract/dayStates.ts';

// The schemas of every answer but the settings, loaded by createApiClient with the first call
// that needs one: the first step carries only what it validates (DESIGN §6).
export { ArticleStocksSchema } from '../../shared/contract/articleStocks.ts';
export { BookingSchema } from '../../shared/contract/booking.ts';
export {
  BackFromTerminalResponseSchema,
  PaymentTerminalResponseSchema,
} from '../../shared/contract/payment.ts';

/** Issue 51: a large day's times are checked in steps, the page's turn between them (createSend). */
export const AvailableTimesSchema = { ...times, steps: checkAvailableTimes };

/** Issue 51: a large venue's month, likewise. */
export const DayStatesSchema = { ...days, steps: checkDayStates };

// The schemas of every answer but the settings, loaded by createApiClient with the first call
// that needs one: the first step carries only what it validates (DESIGN §6).
export { ArticleStocksSchema } from '../../shared/contract/articleStocks.ts';
export { AvailableTimesSchema } from '../../shared/contract/availableTimes.ts';
export { BookingSchema } from '../../shared/contract/booking.ts';
export { DayStatesSchema } from '../../shared/contract/dayStates.ts';
export {
  BackFromTerminalResponseSchema,
  PaymentTerminalResponseSchema,
} from '../../shared/contract/payment.ts';

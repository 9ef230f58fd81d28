/**
 * The booking API contract of DESIGN §3 as valibot schemas. The widget validates every answer
 * with these before it reaches the store; the reference API validates every request.
 */
export * from './articleStocks.ts';
export * from './availableTimes.ts';
export * from './booking.ts';
export * from './bookingMutations.ts';
export * from './contact.ts';
export * from './dayStates.ts';
export * from './errors.ts';
export * from './inquiry.ts';
export * from './limits.ts';
export * from './menus.ts';
export * from './payment.ts';
export * from './primitives.ts';
export * from './queries.ts';
export * from './settings.ts';
export * from './validate.ts';
export * from './waitList.ts';

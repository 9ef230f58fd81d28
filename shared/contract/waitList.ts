import * as v from 'valibot';
import { WaitListOfferSchema } from './booking.ts';
import { LIMITS } from './limits.ts';
import { boundedArray } from './primitives.ts';

/** Body of POST …/AcceptWaitListOffer: the booking's waitListOffers list (doc 2 §7). */
export const AcceptWaitListOfferRequestSchema = v.pipe(
  boundedArray(WaitListOfferSchema, LIMITS.times),
  v.minLength(1, 'expected at least 1 offer'),
);

export type AcceptWaitListOfferRequest = v.InferInput<typeof AcceptWaitListOfferRequestSchema>;

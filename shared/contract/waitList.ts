import * as v from 'valibot';
import { WaitListOfferSchema } from './booking.ts';

/** Body of POST …/AcceptWaitListOffer: the booking's waitListOffers list (doc 2 §7). */
export const AcceptWaitListOfferRequestSchema = v.pipe(
  v.array(WaitListOfferSchema),
  v.minLength(1, 'expected at least 1 offer'),
);

export type AcceptWaitListOfferRequest = v.InferInput<typeof AcceptWaitListOfferRequestSchema>;

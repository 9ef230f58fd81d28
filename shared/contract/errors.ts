import * as v from 'valibot';
import { ErrorCode, PaymentErrorName } from '../enums.ts';
import { enumOf, int } from './primitives.ts';

const knownCodes: readonly number[] = Object.values(ErrorCode);

/**
 * Body of a 4xx domain failure (DESIGN §3, doc 1 §8). A numeric code the widget does not know
 * is read as Undefined so that it still gets the "unknown error" treatment.
 * @internal Exported for its tests.
 */
export const ErrorBodySchema = v.object({
  code: v.pipe(
    int,
    v.transform((code): ErrorCode => (knownCodes.includes(code) ? (code as ErrorCode) : 0)),
  ),
  message: v.nullish(v.string(), ''),
  /** Set when `code` is PaymentError: which payment failure of doc 2 §3 happened. */
  paymentError: v.nullish(enumOf(PaymentErrorName), null),
});

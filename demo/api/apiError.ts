import { ErrorCode, type PaymentErrorName } from '../../shared/enums.ts';

/** A domain failure: answered as `{ code, message, paymentError? }` with `status`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: 400 | 402 | 403 | 404 | 409 | 410,
    readonly code: ErrorCode,
    message: string,
    readonly paymentError: PaymentErrorName | null = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, ErrorCode.Undefined, message);
export const conflict = (message: string) => new ApiError(409, ErrorCode.Undefined, message);
export const unavailable = (message: string) =>
  new ApiError(409, ErrorCode.TemporaryUnavailable, message);
export const paymentError = (name: PaymentErrorName, message: string) =>
  new ApiError(400, ErrorCode.PaymentError, message, name);

/** Thrown for unknown units and system mismatches: the widget shows its broken-link page. */
export class UnitNotFound extends Error {
  override readonly name = 'UnitNotFound';
  constructor() {
    super('Unit does not exist');
  }
}

/** A client that asked for too many bookings that do not exist: 429 with Retry-After. */
export class TooManyGuesses extends Error {
  override readonly name = 'TooManyGuesses';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many unknown bookings asked for; try again later');
  }
}

export class BookingNotFound extends Error {
  override readonly name = 'BookingNotFound';
  constructor(guid: string) {
    super(`Booking ${guid} does not exist`);
  }
}

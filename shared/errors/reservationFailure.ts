import { ErrorCode } from '../enums.ts';

export interface ReservationFailure {
  messageKey: string;
  actionKey: string;
}

/**
 * What the reservation-failed modal says for a creation, respond or confirmation error code.
 * Codes the widget does not know are shown as Undefined.
 */
export function reservationFailure(code: number | null | undefined): ReservationFailure {
  switch (code) {
    case ErrorCode.TemporaryUnavailable:
      return { messageKey: 'errors.timeNotAvailable', actionKey: 'actions.goToSelectDate' };
    case ErrorCode.PaymentError:
      return { messageKey: 'errors.paymentFailed', actionKey: 'actions.startOver' };
    default:
      return { messageKey: 'errors.unknownError', actionKey: 'actions.goToSelectDate' };
  }
}

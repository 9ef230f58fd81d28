/** doc 2 §7 "Analytics events": the session events, by the names analytics receives. */
export type SessionEventName =
  | 'SessionStart'
  | 'UserReload'
  | 'UserInput'
  | 'Cancel'
  | 'PaymentTerminal'
  | 'PaymentTerminalFailed'
  | 'BackFromPaymentTerminal'
  | 'BackFromPaymentTerminalFailed'
  | 'BookingFinalized'
  | 'BookingFinalizedFailed'
  | 'CloseModal';

const BY_FLOW_EVENT: Record<string, SessionEventName> = {
  bookingFinalized: 'BookingFinalized',
  bookingFinalizedFailed: 'BookingFinalizedFailed',
  paymentTerminal: 'PaymentTerminal',
  paymentTerminalFailed: 'PaymentTerminalFailed',
  backFromPaymentTerminal: 'BackFromPaymentTerminal',
  backFromPaymentTerminalFailed: 'BackFromPaymentTerminalFailed',
  bookingCancelled: 'Cancel',
  close: 'CloseModal',
};

/**
 * The doc 2 §7 session event a widget event stands for (a checkout flow event, or the modal's
 * close), or null when it is none. A return from the terminal that failed is reported as
 * BackFromPaymentTerminalFailed, whichever way the failure came.
 */
export function sessionEventName(event: string, success = true): SessionEventName | null {
  if (!Object.hasOwn(BY_FLOW_EVENT, event)) return null;
  if (event === 'backFromPaymentTerminal' && !success) return 'BackFromPaymentTerminalFailed';
  return BY_FLOW_EVENT[event] ?? null;
}

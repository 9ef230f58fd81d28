import { describe, expect, it } from 'vitest';
import { sessionEventName } from '../../../../shared/bridge/sessionEventName.ts';

describe('sessionEventName', () => {
  it.each([
    ['doc2 §7 analytics: booking finalized', 'bookingFinalized', true, 'BookingFinalized'],
    [
      'doc2 §7 analytics: booking finalized failed',
      'bookingFinalizedFailed',
      true,
      'BookingFinalizedFailed',
    ],
    ['doc2 §7 analytics: payment terminal', 'paymentTerminal', true, 'PaymentTerminal'],
    [
      'doc2 §7 analytics: payment terminal failed',
      'paymentTerminalFailed',
      true,
      'PaymentTerminalFailed',
    ],
    [
      'doc2 §7 analytics: back from payment terminal',
      'backFromPaymentTerminal',
      true,
      'BackFromPaymentTerminal',
    ],
    [
      'doc2 §7 analytics: back from the terminal, not paid',
      'backFromPaymentTerminal',
      false,
      'BackFromPaymentTerminalFailed',
    ],
    [
      'doc2 §7 analytics: back from payment terminal failed',
      'backFromPaymentTerminalFailed',
      true,
      'BackFromPaymentTerminalFailed',
    ],
    ['doc2 §7 analytics: cancel', 'bookingCancelled', true, 'Cancel'],
    ['doc2 §7 analytics: close modal', 'close', true, 'CloseModal'],
    ['doc2 §7 analytics: a step is no session event', 'step', true, null],
    ['doc2 §7 analytics: an inherited name is none', 'toString', true, null],
  ])('%s', (_case, event, success, name) => {
    expect(sessionEventName(event, success)).toBe(name);
  });
});

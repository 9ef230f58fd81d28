import { describe, expect, it } from 'vitest';
import {
  flowEventReport,
  type FlowEventFacts,
  type FlowEventReport,
} from '../../../../shared/bridge/flowEventReport.ts';

const none: FlowEventReport = { finished: null, cancelled: null, session: null, named: null };

describe('flowEventReport', () => {
  it.each<[string, FlowEventFacts, Partial<FlowEventReport>]>([
    [
      'doc 2 §7 Analytics events: a finalized booking finishes it and is BookingFinalized',
      { name: 'bookingFinalized', payload: { bookingId: 'g', status: 1 } },
      { finished: { bookingId: 'g', status: 1 }, session: 'BookingFinalized' },
    ],
    [
      'doc 2 §4 Return from payment: a confirmed payment finishes the booking',
      { name: 'backFromPaymentTerminal', payload: { bookingId: 'g', success: true, status: 1 } },
      { finished: { bookingId: 'g', status: 1 }, session: 'BackFromPaymentTerminal' },
    ],
    [
      'doc 2 §4 Return from payment: a refused payment finishes nothing',
      {
        name: 'backFromPaymentTerminal',
        payload: { bookingId: 'g', success: false, status: null },
      },
      { session: 'BackFromPaymentTerminalFailed' },
    ],
    [
      'doc 2 §4 Cancel: a cancelled booking is told to the host',
      { name: 'bookingCancelled', payload: { bookingId: 'g' } },
      { cancelled: { bookingId: 'g' }, session: 'Cancel' },
    ],
    [
      'doc 2 §7 named events: an edit saved is EditBookingSaved and no session event',
      { name: 'editBookingSaved', payload: { bookingId: 'g' } },
      { named: 'EditBookingSaved' },
    ],
    [
      'doc 2 §7 named events: the same language picked is SameLanguageChange, with no booking',
      { name: 'sameLanguageChange', payload: { bookingId: null } },
      { named: 'SameLanguageChange' },
    ],
  ])('%s', (_name, event, expected) => {
    expect(flowEventReport(event)).toEqual({ ...none, ...expected });
  });
});

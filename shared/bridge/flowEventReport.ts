import { screenNamedEvent, type NamedEventName } from './namedEvents.ts';
import { sessionEventName, type SessionEventName } from './sessionEventName.ts';

/** A flow event as the bridge reads it (widget/flows/flowEvents.ts names them). */
export interface FlowEventFacts {
  name: string;
  payload: { bookingId: string | null; success?: boolean; status?: number | null };
}

/** What one flow event tells the host and analytics. */
export interface FlowEventReport {
  /** The booking was finished: the host hears bookingFinalized, then scroll2top. */
  finished: { bookingId: string; status: number | null } | null;
  /** The guest cancelled the booking on its page: the host hears bookingCancelled. */
  cancelled: { bookingId: string } | null;
  /** The session event analytics receives, if the event is one (doc 2 §7). */
  session: SessionEventName | null;
  /** The named event only a screen knows (edit saved, cancel clicked, same language). */
  named: NamedEventName | null;
}

/**
 * What a flow event reports (DESIGN §5, doc 2 §7 "Analytics events"): a booking finalized, or
 * confirmed on the way back from the payment terminal, finishes it; a payment return that
 * failed is its failed session event and finishes nothing.
 */
export function flowEventReport({ name, payload }: FlowEventFacts): FlowEventReport {
  const success = name !== 'backFromPaymentTerminal' || payload.success === true;
  const { bookingId } = payload;
  const finishes = name === 'bookingFinalized' || (name === 'backFromPaymentTerminal' && success);
  return {
    finished: finishes && bookingId !== null ? { bookingId, status: payload.status ?? null } : null,
    cancelled: name === 'bookingCancelled' && bookingId !== null ? { bookingId } : null,
    session: sessionEventName(name, success),
    named: screenNamedEvent(name),
  };
}

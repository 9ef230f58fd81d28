import type { BridgeMessage, BridgeSource } from './bridgeMessage.ts';

/** What a receiver knows for sure: whom it talks to, and which widget. */
export interface BridgeExpectation<S extends BridgeSource> {
  /** The other side's origin, exactly (scheme, host, port). */
  origin: string;
  /** The other side's window: the iframe's contentWindow, or the parent. */
  source: unknown;
  /** The widget's instance id. */
  id: string;
  /** The sender's tag. */
  from: S;
}

/** The parts of a MessageEvent a receiver looks at. */
export interface ReceivedMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * The bridge's message if, and only if, it comes from the expected origin AND window, carries
 * the expected tag and instance id, and has a name; otherwise null (DESIGN §5: every receiver
 * checks event.origin, event.source and an instance id).
 */
export function readBridgeMessage<S extends BridgeSource>(
  event: ReceivedMessage,
  expected: BridgeExpectation<S>,
): BridgeMessage<S> | null {
  if (event.origin !== expected.origin || event.source !== expected.source) return null;
  if (!expected.source || !expected.id) return null;
  const data = event.data as Partial<Record<'source' | 'id' | 'name' | 'payload', unknown>> | null;
  if (typeof data !== 'object' || data === null) return null;
  if (data.source !== expected.from || data.id !== expected.id) return null;
  if (typeof data.name !== 'string' || typeof data.payload !== 'object' || data.payload === null) {
    return null;
  }
  return data as BridgeMessage<S>;
}

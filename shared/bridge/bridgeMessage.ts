import type { BridgeEventMap, HostMessageMap } from './events.ts';

/** Tags of the two sides, so a message from anything else on the page is never mistaken. */
export const WIDGET_SOURCE = 'booking-widget';
export const HOST_SOURCE = 'booking-widget-host';

export type BridgeSource = typeof WIDGET_SOURCE | typeof HOST_SOURCE;

type MapOf<S extends BridgeSource> = S extends typeof WIDGET_SOURCE
  ? BridgeEventMap
  : HostMessageMap;

/** One message on the wire: plain JSON with the sender's tag and the widget's instance id. */
export type BridgeMessage<S extends BridgeSource = BridgeSource> = {
  [K in keyof MapOf<S>]: { source: S; id: string; name: K; payload: MapOf<S>[K] };
}[keyof MapOf<S>];

/** Builds a message of one side for one widget instance. */
export function bridgeMessage<S extends BridgeSource, K extends keyof MapOf<S>>(
  source: S,
  id: string,
  name: K,
  payload: MapOf<S>[K],
): BridgeMessage<S> {
  return { source, id, name, payload } as unknown as BridgeMessage<S>;
}

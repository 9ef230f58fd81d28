import { useEffect } from 'react';
import type { WidgetInstance } from '../instance/WidgetInstance.ts';

/** How long after a failed download the bridge's code is asked for again. */
const RETRY_MS = 3000;

/**
 * Tells the host what happens (DESIGN §5, doc 2 §7) once the venue's settings are in. The work
 * loads lazily, so the first step's JS carries only this hook. Should its code not come (a
 * dropped connection), it is asked for again while the widget is on the page: without it a
 * framed widget's host never hears the height, and the frame would cut the steps off.
 */
export function useHostBridge(instance: WidgetInstance, host: Element | null, ready: boolean) {
  useEffect(() => {
    if (!host || !ready) return;
    let stop: (() => void) | undefined;
    let gone = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // What the guest does while the code downloads is reported once it is in: the bridge
    // compares with the state of this moment, not of its arrival (a slow chunk lost the
    // party size and the children chosen meanwhile).
    const since = instance.store.getState();
    const connect = () =>
      import('./connectHost.ts').then(
        (m) => {
          if (!gone) stop = m.connectHost(instance, host, since);
        },
        () => {
          if (!gone) retry = setTimeout(connect, RETRY_MS);
        },
      );
    void connect();
    return () => {
      gone = true;
      clearTimeout(retry);
      stop?.();
    };
  }, [instance, host, ready]);
}

import { useEffect } from 'react';
import type { WidgetInstance } from '../instance/WidgetInstance.ts';

/**
 * Tells the host what happens (DESIGN §5, doc 2 §7) once the venue's settings are in. The work
 * loads lazily, so the first step's JS carries only this hook.
 */
export function useHostBridge(instance: WidgetInstance, host: Element | null, ready: boolean) {
  useEffect(() => {
    if (!host || !ready) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./connectHost.ts').then((m) => {
      if (!gone) stop = m.connectHost(instance, host);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [instance, host, ready]);
}

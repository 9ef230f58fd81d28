import { useEffect, type RefObject } from 'react';
import type {
  ErrorPageReason,
  ErrorPageShown,
  OverLimitShown,
} from '../../shared/bridge/events.ts';
import type { ErrorPage as ErrorPageName } from '../../shared/errors/errorPage.ts';

/**
 * Tells the host an error page appeared, and its height while it shows (issue 49). The code
 * loads with the bridge's (one lazy file, scripts/build/chunkPlan.mjs): rare, so it costs the
 * first step nothing, and once the bridge is in (any failure after the settings) it is here.
 * Also the over-limit notice's (issue 51).
 */
export function useErrorReport(
  section: RefObject<HTMLElement>,
  ...[reason, page]: [ErrorPageReason, ErrorPageName] | ['limit', 'overLimit']
) {
  useEffect(() => {
    let gone = false;
    let release: (() => void) | undefined;
    import('../bridge/reportErrorPage.ts').then(
      ({ reportErrorPage }) => {
        const shown = { reason, page, fullPage: null } as ErrorPageShown | OverLimitShown;
        if (!gone) release = reportErrorPage(section.current, shown);
      },
      () => undefined, // the host misses this one event; the guest still sees the page or notice
    );
    return () => {
      gone = true;
      release?.();
    };
  }, [section, reason, page]);
}

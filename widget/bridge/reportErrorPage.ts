import type { ErrorPageShown, OverLimitShown } from '../../shared/bridge/events.ts';
import { reportHeight } from './reportHeight.ts';
import { tellHost } from './tellHost.ts';

/**
 * An error page appeared in the widget whose shadow root holds `node` (issue 49): the host
 * hears `error {reason, page}` at once, before the venue's settings are in too, and its height
 * from now on (a framed error page sizes its frame). Returns the release of the height.
 */
export function reportErrorPage(
  node: Node | null,
  shown: ErrorPageShown | OverLimitShown,
  win: Window = window,
): () => void {
  const root = node?.getRootNode();
  if (!(root instanceof ShadowRoot)) return () => undefined;
  tellHost(root.host, 'error', shown, win);
  return reportHeight(root.host, win);
}

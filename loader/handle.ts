/**
 * What each embedding mode returns, like the best embed libraries: open and close it, or take
 * it off the page for good. Where there is no DOM to work with, a handle that does nothing.
 */
export interface EmbedHandle {
  open(): void;
  close(): void;
  unmount(): void;
}

const nothing = () => undefined;

export const noopHandle: EmbedHandle = { open: nothing, close: nothing, unmount: nothing };

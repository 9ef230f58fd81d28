import { hostEventType } from '../../shared/bridge/events.ts';
import type { EmbedHandle } from '../handle.ts';
import { lockScroll } from './lockScroll.ts';
import { adoptModalStyles } from './modalStyles.ts';

export interface ModalHandle extends EmbedHandle {
  /** Opens it; focus goes back to `opener` (default: what had focus) when it closes. */
  open(opener?: Element | null): void;
  readonly isOpen: boolean;
}

/**
 * Modal mode (DESIGN §5): a native <dialog> opened with showModal(), so the browser puts it in
 * the top layer (above any z-index), makes the page inert, keeps focus inside and hears Escape.
 * The page's scroll is locked while it is open and focus returns to the opener on close.
 *
 * Escape acts as the widget's own close button: the widget shows its exit warning (doc 2 §2)
 * and its `booking-widget:close` closes the dialog. The widget's own dialogs (the
 * reservation-failed modal of doc 1 §8 among them) sit above this one and hear Escape first.
 */
export function createModal(content: HTMLElement, label: string): ModalHandle {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('data-booking-widget-modal', '');
  dialog.setAttribute('aria-label', label);
  dialog.append(content);
  let unlock: (() => void) | undefined;
  let releaseStyles: (() => void) | undefined;
  let opener: Element | null = null;

  // The phone's Back button (issue 50): one history entry, same address, while the modal is
  // open. Back pops it and asks to close as Escape does; the entry comes back while the exit
  // warning asks, and goes when the modal closes any other way.
  let entry = false;
  const pushEntry = () => {
    history.pushState(history.state, '');
    entry = true;
  };
  const requestClose = () => {
    const request = new CustomEvent(hostEventType('request-close'), { cancelable: true });
    // The widget prevents it when it takes over (its exit warning); if nothing answers (still
    // loading, an error page, a frame), it closes at once.
    if (content.dispatchEvent(request)) dialog.close();
  };
  const onCancel = (event: Event) => {
    if (!event.cancelable) return; // the browser insists (repeated Escape): it closes
    event.preventDefault();
    requestClose();
  };
  const onBack = () => {
    if (!entry || !dialog.open) return;
    entry = false;
    requestClose();
    if (dialog.open) pushEntry();
  };
  const onClosed = () => {
    removeEventListener('popstate', onBack);
    if (entry) history.back();
    entry = false;
    unlock?.();
    releaseStyles?.();
    unlock = releaseStyles = undefined;
    if (opener instanceof HTMLElement || opener instanceof SVGElement) {
      opener.focus({ preventScroll: true });
    }
    opener = null;
  };
  const onWidgetClose = () => dialog.close();
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('close', onClosed);
  content.addEventListener(hostEventType('close'), onWidgetClose);

  const close = () => {
    if (dialog.open) dialog.close();
  };
  return {
    get isOpen() {
      return dialog.open;
    },
    open(from) {
      if (dialog.open) return;
      opener = from ?? document.activeElement;
      if (!dialog.isConnected) document.body.append(dialog);
      releaseStyles = adoptModalStyles();
      unlock = lockScroll();
      dialog.showModal();
      pushEntry();
      addEventListener('popstate', onBack);
    },
    close,
    unmount() {
      close();
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      content.removeEventListener(hostEventType('close'), onWidgetClose);
      dialog.remove();
    },
  };
}

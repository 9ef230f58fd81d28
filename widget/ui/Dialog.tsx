import {
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useEffectEvent } from '../platform/useEffectEvent.ts';
import {
  body,
  descriptionStyle,
  dialogStyle,
  footerStyle,
  header,
  sizeStyle,
  titleStyle,
} from './dialogStyles.ts';
import { CloseIcon } from './icons.tsx';
import { IconButton } from './IconButton.tsx';
import { PortalContainerContext } from './PortalContainerContext.ts';

interface DialogBase {
  open: boolean;
  /** Heading of the dialog; it also names it (aria-labelledby). */
  title: ReactNode;
  /** A short text under the title that describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** Id of an element in the body that describes the dialog, when there is no `description`. */
  describedBy?: string;
  /** The body. */
  children?: ReactNode;
  /** Actions, laid out at the bottom right (stacked full width on narrow screens). */
  footer?: ReactNode;
  /**
   * Focused on open instead of the first focusable element. Use it rather than `autoFocus`:
   * the dialog is not shown yet when React applies `autoFocus`.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Maximum width: sm 400px, md 480px, lg 560px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

export type DialogProps = DialogBase &
  (
    | {
        /** Esc, a click on the backdrop and the close button call `onClose`. @default true */
        dismissible?: true;
        onClose: () => void;
        /** Accessible name of the close button, in the guest's language. */
        closeLabel: string;
      }
    | {
        /** Only the caller's own footer actions can close it (for example reservation failed). */
        dismissible: false;
        onClose?: () => void;
        closeLabel?: string;
      }
  );

/**
 * A modal dialog: a native `<dialog>` opened with `showModal()`, so the platform gives the top
 * layer, the inert page behind, the first focus, Tab staying inside and Escape. `open` is the
 * only truth: the element exists only while it is true, and the platform never closes it on
 * its own (Escape asks `onClose`). It is placed in the PortalContainerContext element (the
 * shadow root), so it inherits the widget's base styles and not those of where it is declared.
 */
export function Dialog(props: DialogProps) {
  const container = useContext(PortalContainerContext);
  if (!props.open) return null;
  const surface = <DialogSurface {...props} />;
  return container ? createPortal(surface, container) : surface;
}

function isOnBackdrop(dialog: HTMLDialogElement, event: MouseEvent<HTMLDialogElement>) {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

function DialogSurface(props: DialogProps) {
  const { title, description, describedBy, children, footer, initialFocusRef, size = 'md' } = props;
  const dismissible = props.dismissible !== false;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const [bodyScrolls, setBodyScrolls] = useState(false);
  const titleId = useId();
  const descriptionId = useId();

  function close() {
    if (props.dismissible !== false) props.onClose();
  }
  const requestClose = useEffectEvent(close);
  const focusInitial = useEffectEvent(() => initialFocusRef?.current?.focus());
  // The platform may still close it: a repeated close request with no click or key press in
  // between is not cancelable. A dialog that must stay open then opens again.
  const closedByPlatform = useEffectEvent((dialog: HTMLDialogElement) => {
    if (dismissible) requestClose();
    else if (dialog.isConnected) dialog.showModal();
  });

  // A body that scrolls (long policy text, short screens) must be reachable by keyboard.
  useLayoutEffect(() => {
    const node = bodyRef.current;
    if (!node) return;
    // ResizeObserver reports the first size after layout. Measured here, before showModal(), the
    // closed dialog read 0 and forced a style pass of the whole page (issue 51).
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setBodyScrolls(node.scrollHeight > node.clientHeight + 1),
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    focusInitial();

    // Escape (or another close request) first fires `cancel`; the caller's `open` decides.
    const onCancel = (event: Event) => {
      if (!event.cancelable) return; // the `close` that follows is handled below
      event.preventDefault();
      requestClose();
    };
    const onClosed = () => closedByPlatform(dialog);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      // Still in the document here (React removes the element after this clean-up), so
      // close() gives focus back to the opener, also inside a shadow root. Removing an open
      // dialog without close() would leave focus on the document body.
      dialog.close();
    };
    // Only on open: a re-render must neither reopen it nor pull focus back to the start.
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    // The host page's key handlers (say, its own modal around the widget) must not react.
    event.stopPropagation();
    // No close request at all for a dialog the guest has to answer.
    if (!dismissible) event.preventDefault();
  }

  function handleMouseDown(event: MouseEvent<HTMLDialogElement>) {
    const dialog = dialogRef.current;
    pressStartedOnBackdrop.current = !!dialog && isOnBackdrop(dialog, event);
    // Keeps focus inside the dialog instead of dropping it on the document.
    if (pressStartedOnBackdrop.current) event.preventDefault();
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    const dialog = dialogRef.current;
    // A drag that starts in the panel and ends on the backdrop is not a click outside.
    if (dialog && pressStartedOnBackdrop.current && isOnBackdrop(dialog, event)) close();
    pressStartedOnBackdrop.current = false;
  }

  return (
    <dialog
      ref={dialogRef}
      css={[dialogStyle, sizeStyle(size)]}
      part="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : describedBy}
      onKeyDown={handleKeyDown}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
    >
      <div css={header}>
        <h2 id={titleId} css={titleStyle}>
          {title}
        </h2>
        {dismissible ? (
          <IconButton aria-label={props.closeLabel ?? ''} onClick={close} data-dialog-close="">
            <CloseIcon />
          </IconButton>
        ) : null}
      </div>
      <div css={body} ref={bodyRef} tabIndex={bodyScrolls ? 0 : undefined}>
        {description ? (
          <p id={descriptionId} css={descriptionStyle}>
            {description}
          </p>
        ) : null}
        {children}
      </div>
      {footer ? <div css={footerStyle}>{footer}</div> : null}
    </dialog>
  );
}

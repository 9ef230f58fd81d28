import {
  useContext,
  useEffect,
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
import {
  body,
  descriptionStyle,
  footerStyle,
  header,
  overlay,
  panel,
  titleStyle,
  widths,
} from './dialogStyles.ts';
import { activeElementOf, deepActiveElement, focusableWithin } from './focus.ts';
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
  /** Focused on open instead of the first focusable element. */
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
 * A modal dialog. It renders into the PortalContainerContext element (inside the shadow root),
 * keeps Tab inside itself, closes on Esc and backdrop click when dismissible, and gives focus
 * back to whatever had it before. The host page's scrolling is left alone.
 */
export function Dialog(props: DialogProps) {
  const container = useContext(PortalContainerContext);
  if (!props.open) return null;
  const surface = <DialogSurface {...props} />;
  return container ? createPortal(surface, container) : surface;
}

function DialogSurface(props: DialogProps) {
  const { title, description, describedBy, children, footer, initialFocusRef, size = 'md' } = props;
  const dismissible = props.dismissible !== false;
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  const overlayRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);

  // A body that scrolls (long policy text, short screens) must be reachable by keyboard.
  useLayoutEffect(() => {
    const node = bodyRef.current;
    if (!node) return;
    const measure = () => setBodyScrolls(node.scrollHeight > node.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // Portalled into the shadow root, the dialog makes the rest of the widget inert while open,
  // so neither focus, clicks nor assistive technology reach what lies behind the backdrop.
  // Declared before the focus hand-back, so its clean-up runs first and the element to focus
  // is no longer inert.
  useLayoutEffect(() => {
    const overlayNode = overlayRef.current;
    const parent = overlayNode?.parentNode;
    if (!overlayNode || !parent || parent.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return;
    const made: Element[] = [];
    for (const sibling of Array.from(parent.children)) {
      if (sibling === overlayNode || sibling.tagName === 'STYLE' || sibling.hasAttribute('inert')) {
        continue;
      }
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
    return () => made.forEach((element) => element.removeAttribute('inert'));
  }, []);

  // Read during the first render, before anything inside (even an autoFocus field) can take
  // focus, and handed back when the dialog goes away.
  const [previous] = useState(deepActiveElement);
  useLayoutEffect(() => {
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [previous]);

  useEffect(() => {
    const node = panelRef.current;
    if (!node) return;
    const explicit = initialFocusRef?.current;
    // A field inside that took focus itself (autoFocus) keeps it.
    if (!explicit && node.contains(activeElementOf(node))) return;
    const target = explicit ?? focusableWithin(node)[0] ?? node;
    target.focus();
    // Only on open: a re-render must not pull focus back to the start.
  }, []);

  function close() {
    if (props.dismissible !== false) props.onClose();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const node = panelRef.current;
    if (!node) return;
    // Escape during IME composition cancels the composition, not the dialog.
    if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      // Swallowed even when not dismissible, so an outer dialog or the host's modal does not
      // close around a message the guest has to act on.
      event.stopPropagation();
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    const items = focusableWithin(node);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      node.focus();
      return;
    }
    const active = activeElementOf(node);
    const inside = active instanceof Node && node.contains(active);
    if (event.shiftKey && (!inside || active === first || active === node)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
    // Keeps focus inside the dialog instead of dropping it on the page behind.
    if (pressStartedOnOverlay.current) event.preventDefault();
  }

  function handleOverlayClick(event: MouseEvent<HTMLDivElement>) {
    // A drag that starts in the panel and ends on the backdrop is not a click outside.
    if (event.target === event.currentTarget && pressStartedOnOverlay.current) close();
    pressStartedOnOverlay.current = false;
  }

  return (
    <div
      ref={overlayRef}
      css={overlay}
      part="dialog-overlay"
      data-dialog-overlay=""
      onMouseDown={handleMouseDown}
      onClick={handleOverlayClick}
      onKeyDown={handleKeyDown}
    >
      <div
        ref={panelRef}
        css={[panel, { maxWidth: widths[size] }]}
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : describedBy}
        tabIndex={-1}
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
      </div>
    </div>
  );
}

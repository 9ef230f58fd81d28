import { useRef, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question or consequence, read with the title (aria-describedby). */
  description?: ReactNode;
  /** Extra body content under the description. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Accessible name of the corner close button, which cancels. */
  closeLabel: string;
  onConfirm: () => void;
  /** Called by the cancel button, the close button, Esc and a backdrop click. */
  onCancel: () => void;
  /** Style the confirm button as destructive (cancel a booking, leave the flow). @default false */
  destructive?: boolean;
  /** Confirm is running: its button shows a spinner and ignores further clicks. @default false */
  confirming?: boolean;
}

/**
 * A yes/no question on top of Dialog. Focus starts on the cancel button, so an Enter pressed
 * out of habit never confirms something the guest did not mean to.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  destructive = false,
  confirming = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      title={title}
      description={description}
      size="sm"
      onClose={onCancel}
      closeLabel={closeLabel}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} data-confirm-cancel="">
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            loading={confirming}
            onClick={onConfirm}
            data-confirm-ok=""
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

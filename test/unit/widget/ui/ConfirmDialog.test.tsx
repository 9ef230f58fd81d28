import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../../widget/ui/ConfirmDialog.tsx';
import { act } from 'react';
import { cleanup, click, render } from './render.tsx';

afterEach(cleanup);

function setup(extra: { destructive?: boolean; confirming?: boolean } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <ConfirmDialog
      open
      title="Join the waiting list?"
      description="Your current booking will be cleared."
      confirmLabel="Join"
      cancelLabel="Go back"
      closeLabel="Close"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...extra}
    />,
  );
  const dialog = document.querySelector('dialog')!;
  const ok = dialog.querySelector<HTMLButtonElement>('[data-confirm-ok]')!;
  const cancel = dialog.querySelector<HTMLButtonElement>('[data-confirm-cancel]')!;
  return { view, dialog, ok, cancel, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title and described by its question, with both labels', () => {
    const { dialog, ok, cancel } = setup();
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Join the waiting list?',
    );
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your current booking will be cleared.',
    );
    expect(ok.textContent).toBe('Join');
    expect(cancel.textContent).toBe('Go back');
  });

  it('starts with focus on cancel, not on the close button the platform would pick', () => {
    const { cancel } = setup();
    expect(document.activeElement).toBe(cancel);
  });

  it('calls onConfirm from the confirm button and onCancel from cancel, close and Escape', () => {
    const { dialog, ok, cancel, onConfirm, onCancel } = setup();
    click(ok);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    click(cancel);
    click(dialog.querySelector('[data-dialog-close]')!);
    // Escape reaches a modal <dialog> as its cancel event.
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('uses the danger style when destructive, and blocks repeat confirms while confirming', () => {
    const { ok, onConfirm } = setup({ destructive: true, confirming: true });
    expect(ok.dataset.variant).toBe('danger');
    expect(ok.getAttribute('aria-busy')).toBe('true');
    click(ok);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

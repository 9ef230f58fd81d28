import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { Dialog } from '../../../../widget/ui/Dialog.tsx';
import { PortalContainerContext } from '../../../../widget/ui/PortalContainerContext.ts';
import { cleanup, click, keyDown, render } from './render.tsx';

afterEach(cleanup);

interface HarnessProps {
  dismissible?: boolean;
  portal?: boolean;
  focusSecond?: boolean;
  onClose?: () => void;
}

// A trigger button that opens the dialog, and a portal target inside the same (shadow) tree,
// the way the app wires it.
function Harness({
  dismissible = true,
  portal = true,
  focusSecond = false,
  onClose,
}: HarnessProps) {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  const secondRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  const common = {
    open,
    title: 'Leave booking?',
    description: 'Your reserved table will be released.',
    footer: (
      <>
        <button type="button" data-testid="stay" onClick={() => setOpen(false)}>
          Stay
        </button>
        <button type="button" data-testid="leave" ref={secondRef}>
          Leave
        </button>
      </>
    ),
    children: <input aria-label="Note" data-testid="note" />,
    ...(focusSecond ? { initialFocusRef: secondRef } : {}),
  };
  const dialog = dismissible ? (
    <Dialog {...common} onClose={close} closeLabel="Close dialog" />
  ) : (
    <Dialog {...common} dismissible={false} />
  );
  return (
    <PortalContainerContext value={portal ? target : null}>
      <button type="button" data-testid="trigger" onClick={() => setOpen(true)}>
        Open
      </button>
      <main data-testid="content">{dialog}</main>
      <div data-testid="portal" ref={setTarget} />
    </PortalContainerContext>
  );
}

function openDialog(props: HarnessProps = {}) {
  const view = render(<Harness {...props} />, { shadow: true });
  const root = view.mount as ShadowRoot;
  const trigger = root.querySelector<HTMLButtonElement>('[data-testid="trigger"]')!;
  trigger.focus();
  click(trigger);
  const dialog = root.querySelector<HTMLElement>('[role="dialog"]');
  return { view, root, trigger, dialog: dialog! };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    const view = render(<Harness />, { shadow: true });
    expect((view.mount as ShadowRoot).querySelector('[role="dialog"]')).toBeNull();
  });

  it('is a labelled, described modal dialog portalled into the container inside the shadow root', () => {
    const { root, dialog } = openDialog();
    expect(dialog).not.toBeNull();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(root.querySelector('[data-testid="portal"]')!.contains(dialog)).toBe(true);
    expect(root.querySelector('[data-testid="content"]')!.contains(dialog)).toBe(false);
    const title = root.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Leave booking?');
    const description = root.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Your reserved table will be released.');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('renders inline where it is declared when no portal container is provided', () => {
    const { root, dialog } = openDialog({ portal: false });
    expect(root.querySelector('[data-testid="content"]')!.contains(dialog)).toBe(true);
  });

  it('focuses the first focusable element on open, which is the labelled close button', () => {
    const { root, dialog } = openDialog();
    const close = dialog.querySelector('[data-dialog-close]')!;
    expect(close.getAttribute('aria-label')).toBe('Close dialog');
    expect(root.activeElement).toBe(close);
  });

  it('focuses the given initialFocusRef instead', () => {
    const { root } = openDialog({ focusSecond: true });
    expect(root.activeElement).toBe(root.querySelector('[data-testid="leave"]'));
  });

  it('traps Tab: the last element wraps to the first, Shift+Tab on the first wraps to the last', () => {
    const { root, dialog } = openDialog();
    const close = dialog.querySelector<HTMLElement>('[data-dialog-close]')!;
    const leave = root.querySelector<HTMLElement>('[data-testid="leave"]')!;
    const note = root.querySelector<HTMLElement>('[data-testid="note"]')!;

    leave.focus();
    const forward = keyDown(leave, 'Tab');
    expect(forward.defaultPrevented).toBe(true);
    expect(root.activeElement).toBe(close);

    const backward = keyDown(close, 'Tab', { shiftKey: true });
    expect(backward.defaultPrevented).toBe(true);
    expect(root.activeElement).toBe(leave);

    // In the middle the browser's own Tab order applies.
    note.focus();
    expect(keyDown(note, 'Tab').defaultPrevented).toBe(false);
    expect(root.activeElement).toBe(note);
  });

  it('closes on Escape and gives focus back to the trigger', () => {
    const onClose = vi.fn();
    const { root, trigger, dialog } = openDialog({ onClose });
    keyDown(root.activeElement!, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.isConnected).toBe(false);
    expect(root.activeElement).toBe(trigger);
  });

  it('restores focus after closing from a footer action too', () => {
    const { root, trigger } = openDialog();
    click(root.querySelector('[data-testid="stay"]')!);
    expect(root.querySelector('[role="dialog"]')).toBeNull();
    expect(root.activeElement).toBe(trigger);
  });

  it('closes from the close button and from a click on the backdrop, not from a click inside', () => {
    const onClose = vi.fn();
    const first = openDialog({ onClose });
    click(first.dialog.querySelector('h2')!);
    expect(onClose).not.toHaveBeenCalled();
    click(first.root.querySelector('[data-dialog-overlay]')!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(first.root.querySelector('[role="dialog"]')).toBeNull();

    click(first.trigger);
    click(first.root.querySelector('[data-dialog-close]')!);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(first.root.querySelector('[role="dialog"]')).toBeNull();
  });

  it('when not dismissible: no close button, Escape and backdrop clicks do nothing', () => {
    const { root, dialog } = openDialog({ dismissible: false });
    expect(dialog.querySelector('[data-dialog-close]')).toBeNull();
    // Initial focus then goes to the first focusable element, here the body field.
    expect(root.activeElement).toBe(root.querySelector('[data-testid="note"]'));
    const escape = keyDown(root.activeElement!, 'Escape');
    expect(escape.defaultPrevented).toBe(true);
    click(root.querySelector('[data-dialog-overlay]')!);
    expect(root.querySelector('[role="dialog"]')).toBe(dialog);
  });

  it('does not escape Escape to the host page', () => {
    const hostListener = vi.fn();
    document.addEventListener('keydown', hostListener);
    try {
      const { root } = openDialog();
      keyDown(root.activeElement!, 'Escape');
      expect(hostListener).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('keydown', hostListener);
    }
  });

  it("leaves the host page's body styles alone", () => {
    document.body.style.overflow = 'scroll';
    const before = document.body.getAttribute('style');
    const { root } = openDialog();
    expect(document.body.getAttribute('style')).toBe(before);
    keyDown(root.activeElement!, 'Escape');
    expect(document.body.getAttribute('style')).toBe(before);
  });

  it('can be described by an element of its body instead', () => {
    render(
      <Dialog open title="Privacy" describedBy="policy-intro" onClose={() => {}} closeLabel="Close">
        <p id="policy-intro">We process your data for the venue.</p>
      </Dialog>,
    );
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-describedby')).toBe('policy-intro');
  });

  it('has no aria-describedby when nothing describes it', () => {
    render(<Dialog open title="Menu" onClose={() => {}} closeLabel="Close" />);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    // With no focusable content except the close button, that button gets focus.
    expect(document.activeElement).toBe(dialog.querySelector('[data-dialog-close]'));
  });

  it('focuses the panel itself when nothing inside can take focus', () => {
    render(<Dialog open dismissible={false} title="Confirming payment" />);
    expect(document.activeElement).toBe(document.querySelector('[role="dialog"]'));
    const tab = keyDown(document.activeElement!, 'Tab');
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('[role="dialog"]'));
  });

  it('nested dialogs: Escape and Tab stay with the inner one, focus returns into the outer one', () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      const [target, setTarget] = useState<HTMLDivElement | null>(null);
      return (
        <PortalContainerContext value={target}>
          <div ref={setTarget} />
          <Dialog open={outer} title="Activity" onClose={() => setOuter(false)} closeLabel="Close">
            <button type="button" data-testid="waitlist" onClick={() => setInner(true)}>
              Join waiting list
            </button>
            <Dialog
              open={inner}
              title="Clear booking?"
              onClose={() => setInner(false)}
              closeLabel="Close inner"
              footer={<button type="button">OK</button>}
            />
          </Dialog>
        </PortalContainerContext>
      );
    }
    const view = render(<Nested />, { shadow: true });
    const root = view.mount as ShadowRoot;
    const opener = root.querySelector<HTMLElement>('[data-testid="waitlist"]')!;
    opener.focus();
    click(opener);
    expect(root.querySelectorAll('[role="dialog"]')).toHaveLength(2);
    const innerClose = root.querySelector('[aria-label="Close inner"]')!;
    expect(root.activeElement).toBe(innerClose);

    const ok = Array.from(root.querySelectorAll('button')).find((b) => b.textContent === 'OK')!;
    ok.focus();
    keyDown(ok, 'Tab');
    expect(root.activeElement).toBe(innerClose);

    keyDown(root.activeElement!, 'Escape');
    expect(root.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(root.activeElement).toBe(opener);
  });

  it('restores focus to the trigger even when a field inside uses autoFocus', () => {
    const ui = (open: boolean) => (
      <>
        <button type="button" data-testid="trigger">
          Edit
        </button>
        <Dialog open={open} title="Edit" onClose={() => {}} closeLabel="Close">
          <input aria-label="Name" autoFocus data-testid="name" />
        </Dialog>
      </>
    );
    const view = render(ui(false));
    const trigger = view.container.querySelector<HTMLElement>('[data-testid="trigger"]')!;
    trigger.focus();
    view.rerender(ui(true));
    expect(document.activeElement).toBe(view.container.querySelector('[data-testid="name"]'));
    view.rerender(ui(false));
    expect(document.activeElement).toBe(trigger);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, useRef, useState } from 'react';
import { Dialog } from '../../../../widget/ui/Dialog.tsx';
import { PortalContainerContext } from '../../../../widget/ui/PortalContainerContext.ts';
import { cleanup, click, keyDown, render } from './render.tsx';

// happy-dom has showModal() and close() (they set and clear `open`), but no top layer, no
// focus move and no close requests. What the browser does on its own (Escape fires `cancel`,
// Tab stays in, focus goes back) is tested in Chromium: test/browser/dialogs.test.ts. Here the
// platform's events are dispatched by hand to test how the component answers them.

let showModal: MockInstance<() => void>;
let close: MockInstance<(returnValue?: string) => void>;

beforeEach(() => {
  showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  close = vi.spyOn(HTMLDialogElement.prototype, 'close');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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
  const closeDialog = () => {
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
    <Dialog {...common} onClose={closeDialog} closeLabel="Close dialog" />
  ) : (
    <Dialog {...common} dismissible={false} />
  );
  return (
    <PortalContainerContext.Provider value={portal ? target : null}>
      <button type="button" data-testid="trigger" onClick={() => setOpen(true)}>
        Open
      </button>
      <main data-testid="content">{dialog}</main>
      <div data-testid="portal" ref={setTarget} />
    </PortalContainerContext.Provider>
  );
}

function openDialog(props: HarnessProps = {}) {
  const view = render(<Harness {...props} />, { shadow: true });
  const root = view.mount as ShadowRoot;
  const trigger = root.querySelector<HTMLButtonElement>('[data-testid="trigger"]')!;
  trigger.focus();
  click(trigger);
  const dialog = root.querySelector('dialog')!;
  return { view, root, trigger, dialog };
}

/** What the browser fires at a modal dialog on Escape; a repeated one may not be cancelable. */
function cancel(dialog: HTMLDialogElement, cancelable = true): Event {
  const event = new Event('cancel', { cancelable });
  act(() => {
    dialog.dispatchEvent(event);
  });
  return event;
}

/** A press and release on the backdrop: on the <dialog> element, outside its box. */
function clickBackdrop(dialog: HTMLDialogElement, pressOn: Element = dialog) {
  const outside = { bubbles: true, composed: true, cancelable: true, clientX: -10, clientY: -10 };
  const down = new MouseEvent('mousedown', outside);
  act(() => {
    pressOn.dispatchEvent(down);
    dialog.dispatchEvent(new MouseEvent('mouseup', outside));
    dialog.dispatchEvent(new MouseEvent('click', outside));
  });
  return down;
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    const view = render(<Harness />, { shadow: true });
    expect((view.mount as ShadowRoot).querySelector('dialog')).toBeNull();
    expect(showModal).not.toHaveBeenCalled();
  });

  it('is a native <dialog> opened with showModal(), once, in the container inside the shadow root', () => {
    const { root, dialog, view } = openDialog();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(dialog.open).toBe(true);
    expect(root.querySelector('[data-testid="portal"]')!.contains(dialog)).toBe(true);
    expect(root.querySelector('[data-testid="content"]')!.contains(dialog)).toBe(false);
    expect(document.querySelector('dialog')).toBeNull();
    // A re-render neither opens it again nor closes it.
    view.rerender(<Harness />);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
  });

  it('is named by its title and described by its description', () => {
    const { root, dialog } = openDialog();
    const title = root.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('Leave booking?');
    const description = root.getElementById(dialog.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Your reserved table will be released.');
  });

  it('renders inline where it is declared when no portal container is provided', () => {
    const { root, dialog } = openDialog({ portal: false });
    expect(root.querySelector('[data-testid="content"]')!.contains(dialog)).toBe(true);
  });

  it('has a close button named by closeLabel that calls onClose', () => {
    const onClose = vi.fn();
    const { root, dialog } = openDialog({ onClose });
    const button = dialog.querySelector('[data-dialog-close]')!;
    expect(button.getAttribute('aria-label')).toBe('Close dialog');
    click(button);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(root.querySelector('dialog')).toBeNull();
  });

  it('focuses the given initialFocusRef after showModal()', () => {
    const { root } = openDialog({ focusSecond: true });
    expect(root.activeElement).toBe(root.querySelector('[data-testid="leave"]'));
  });

  it('Escape (cancel): asks onClose and keeps the platform from closing it on its own', () => {
    const onClose = vi.fn();
    const { root, dialog } = openDialog({ onClose });
    const event = cancel(dialog);
    expect(event.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(root.querySelector('dialog')).toBeNull();
  });

  it('a cancel the platform does not let us stop still ends in one onClose, from the close event', () => {
    const onClose = vi.fn();
    const { root, dialog } = openDialog({ onClose });
    cancel(dialog, false);
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      dialog.dispatchEvent(new Event('close'));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(root.querySelector('dialog')).toBeNull();
  });

  it('doc1 §8 not dismissible: no close button, cancel is stopped, and a forced close reopens it', () => {
    const { root, dialog } = openDialog({ dismissible: false });
    expect(dialog.querySelector('[data-dialog-close]')).toBeNull();
    expect(cancel(dialog).defaultPrevented).toBe(true);
    expect(root.querySelector('dialog')).toBe(dialog);
    // Escape is stopped before it becomes a close request at all.
    expect(keyDown(root.querySelector('[data-testid="note"]')!, 'Escape').defaultPrevented).toBe(
      true,
    );
    cancel(dialog, false);
    act(() => dialog.close());
    expect(dialog.open).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(2);
    clickBackdrop(dialog);
    expect(root.querySelector('dialog')).toBe(dialog);
  });

  it('a dismissible dialog leaves Escape to the platform, but keeps it from the host page', () => {
    const hostListener = vi.fn();
    document.addEventListener('keydown', hostListener);
    try {
      const { root } = openDialog();
      const escape = keyDown(root.querySelector('[data-testid="note"]')!, 'Escape');
      expect(escape.defaultPrevented).toBe(false);
      expect(hostListener).not.toHaveBeenCalled();
      // Other keys pass.
      keyDown(root.querySelector('[data-testid="note"]')!, 'a');
      expect(hostListener).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('keydown', hostListener);
    }
  });

  it('closes on a click on the backdrop, not on a click inside nor a drag from inside', () => {
    const onClose = vi.fn();
    const { root, dialog } = openDialog({ onClose });
    click(dialog.querySelector('h2')!);
    expect(onClose).not.toHaveBeenCalled();
    // Pressed on the title, released over the backdrop: selecting text, not a click outside.
    clickBackdrop(dialog, dialog.querySelector('h2')!);
    expect(onClose).not.toHaveBeenCalled();
    const press = clickBackdrop(dialog);
    // The press does not move focus out of the dialog.
    expect(press.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(root.querySelector('dialog')).toBeNull();
  });

  it('closing (footer action, Escape) closes the element before React removes it, and only once', () => {
    const { root, dialog } = openDialog();
    click(root.querySelector('[data-testid="stay"]')!);
    expect(close).toHaveBeenCalledTimes(1);
    expect(close.mock.contexts[0]).toBe(dialog);
    expect(dialog.isConnected).toBe(false);
    expect(dialog.open).toBe(false);
  });

  it('unmounting while open leaves nothing behind: closed, removed, no listener left', () => {
    const onClose = vi.fn();
    const { view, root, dialog } = openDialog({ onClose });
    const wasConnected: boolean[] = [];
    close.mockImplementation(function (this: HTMLDialogElement) {
      wasConnected.push(this.isConnected);
      this.removeAttribute('open');
    });
    view.unmount();
    expect(wasConnected).toEqual([true]);
    expect(root.querySelector('dialog')).toBeNull();
    // A late close event (the platform queues it) reaches no handler.
    dialog.dispatchEvent(new Event('close'));
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("leaves the host page's body styles alone", () => {
    document.body.style.overflow = 'scroll';
    const before = document.body.getAttribute('style');
    const { dialog } = openDialog();
    expect(document.body.getAttribute('style')).toBe(before);
    cancel(dialog);
    expect(document.body.getAttribute('style')).toBe(before);
  });

  it('can be described by an element of its body instead', () => {
    render(
      <Dialog open title="Privacy" describedBy="policy-intro" onClose={() => {}} closeLabel="Close">
        <p id="policy-intro">We process your data for the venue.</p>
      </Dialog>,
    );
    const dialog = document.querySelector('dialog')!;
    expect(dialog.getAttribute('aria-describedby')).toBe('policy-intro');
  });

  it('has no aria-describedby when nothing describes it', () => {
    render(<Dialog open title="Menu" onClose={() => {}} closeLabel="Close" />);
    expect(document.querySelector('dialog')!.hasAttribute('aria-describedby')).toBe(false);
  });

  it('nested dialogs: a cancel of the inner one closes only the inner one', () => {
    const outerClose = vi.fn();
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Dialog
          open={outer}
          title="Activity"
          onClose={() => {
            outerClose();
            setOuter(false);
          }}
          closeLabel="Close"
        >
          <button type="button" data-testid="waitlist" onClick={() => setInner(true)}>
            Join waiting list
          </button>
          <Dialog
            open={inner}
            title="Clear booking?"
            onClose={() => setInner(false)}
            closeLabel="Close inner"
          />
        </Dialog>
      );
    }
    const view = render(<Nested />, { shadow: true });
    const root = view.mount as ShadowRoot;
    click(root.querySelector('[data-testid="waitlist"]')!);
    const dialogs = root.querySelectorAll('dialog');
    expect(dialogs).toHaveLength(2);
    cancel(dialogs[1]!);
    expect(root.querySelectorAll('dialog')).toHaveLength(1);
    expect(outerClose).not.toHaveBeenCalled();
  });
});

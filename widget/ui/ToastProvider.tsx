import { css } from '@emotion/react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  TOAST_DURATION_MS,
  ToastContext,
  type ToastApi,
  type ToastOptions,
} from './ToastContext.ts';

// The toast itself loads with the first toast, not with the first screen (DESIGN §6).
const Toast = lazy(() => import('./Toast.tsx').then((m) => ({ default: m.Toast })));

export interface ToastProviderProps {
  children?: ReactNode;
  /** Accessible name of each toast's close button, in the guest's language. */
  closeLabel: string;
}

interface ShownToast extends Required<Pick<ToastOptions, 'kind' | 'title'>> {
  id: string;
  message?: ReactNode;
  duration: number | null;
}

// A zero-height sticky anchor at the end of the widget: the stack sits at the widget's bottom
// edge, and while the widget runs past the bottom of the viewport it stays in view there.
const anchor = css`
  position: sticky;
  bottom: 0;
  height: 0;
  z-index: 2147483001;
`;

const stack = css`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 16px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 0 16px;
  pointer-events: none;
`;

/** Holds the toasts of one widget and shows them stacked at its bottom, newest last. */
export function ToastProvider({ children, closeLabel }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    const asked = options.duration === undefined ? TOAST_DURATION_MS : options.duration;
    // setTimeout overflows past ~24.8 days and would fire at once; Infinity means "stay".
    const duration = asked === null || asked > 2_147_483_647 ? null : Math.max(0, asked);
    setToasts((current) => [
      ...current,
      { id, kind: options.kind, title: options.title, message: options.message, duration },
    ]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div css={anchor} part="toasts" data-toast-region="">
        <div css={stack}>
          <Suspense>
            {toasts.map((toast) => (
              <Toast key={toast.id} {...toast} closeLabel={closeLabel} onDismiss={dismiss} />
            ))}
          </Suspense>
        </div>
      </div>
    </ToastContext.Provider>
  );
}

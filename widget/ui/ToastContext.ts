import { createContext, type ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

/** What a screen asks to show. */
export interface ToastOptions {
  /** success and info are announced politely (role="status"), error at once (role="alert"). */
  kind: ToastKind;
  title: ReactNode;
  message?: ReactNode;
  /**
   * Milliseconds before it closes by itself; `null` keeps it until the guest closes it (the
   * payment error toast, doc 2 §8). @default 5000 (doc 2 §9)
   */
  duration?: number | null;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(options: ToastOptions): string;
  /** Closes a toast early; unknown ids are ignored. */
  dismiss(id: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** How long a toast stays unless it says otherwise. */
export const TOAST_DURATION_MS = 5000;

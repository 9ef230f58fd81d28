import { useContext } from 'react';
import { ToastContext, type ToastApi } from './ToastContext.ts';

/** `show` and `dismiss` of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast: no ToastProvider');
  return api;
}

import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { WidgetInstance } from '../instance/WidgetInstance.ts';
import type { WidgetStore } from '../store/createWidgetStore.ts';

export const WidgetContext = createContext<WidgetInstance | null>(null);

export function useWidget(): WidgetInstance {
  const instance = useContext(WidgetContext);
  if (!instance) throw new Error('useWidget: outside a widget');
  return instance;
}

export function useWidgetStore<T>(selector: (state: WidgetStore) => T): T {
  return useStore(useWidget().store, selector);
}

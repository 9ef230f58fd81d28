import { createContext, useContext } from 'react';

/**
 * The top of the layout's side column, for a step whose own side panel belongs there on wide
 * widgets (the activity summary, doc 1 §2 Activity list). Null where the layout has no slot.
 */
export const SideSlotContext = createContext<HTMLElement | null>(null);

export const useSideSlot = () => useContext(SideSlotContext);

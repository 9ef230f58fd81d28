import { createContext } from 'react';

/**
 * Where overlays (dialogs) are portalled. The app provides an element inside the widget's
 * shadow root, so overlays get the widget's styles and stay out of the host page's DOM. With
 * no provider (null) they render inline, where they are declared.
 */
export const PortalContainerContext = createContext<Element | DocumentFragment | null>(null);

import { createContext } from 'react';

/**
 * Where dialogs are placed in the DOM. The app provides its shadow root: the top layer already
 * shows a modal <dialog> above everything, but CSS inheritance still follows the DOM, so a
 * dialog there inherits the widget's base styles (:host) rather than those of the header or
 * step it is declared in, and it stays out of the host page's DOM. With no provider (null)
 * dialogs render inline, where they are declared.
 */
export const PortalContainerContext = createContext<Element | DocumentFragment | null>(null);

import { createContext, useContext, useEffect } from 'react';
import { useWidget } from './useWidget.ts';

/** The venue's name, given by the venue's frame (VenueLayout) to the screens inside it. */
export const VenueNameContext = createContext<string | undefined>(undefined);

/**
 * On the widget's own full page, the document's title and its one h1 (index.html's, visually
 * hidden, outside the first paint's shadow root) name the screen and the venue ("Choose a
 * time – Kul & Kägel", WCAG 2.4.2, 1.3.1). Inline and modal, title and headings are the host's.
 */
export function usePageTitle(screen: string) {
  const { config } = useWidget();
  const venue = useContext(VenueNameContext);
  const own = config.mode === 'page';
  useEffect(() => {
    if (!own || !screen) return;
    document.title = venue ? `${screen} – ${venue}` : screen;
    const heading = document.getElementById('page-title');
    if (heading) heading.textContent = document.title;
  }, [own, screen, venue]);
}

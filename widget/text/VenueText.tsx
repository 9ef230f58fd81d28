import { useContext, useEffect, useState } from 'react';
import { venueLanguage } from '../../shared/i18n/venueLanguage.ts';
import { WidgetContext } from '../hooks/useWidget.ts';

type Sanitize = (text: string) => string;
let sanitizer: Promise<Sanitize> | undefined;

// DOMPurify arrives with the first venue text, not with the first screen (DESIGN §6).
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('./sanitizeVenueText.ts').then((m) => m.sanitizeVenueText);
  return sanitizer;
}

interface VenueTextProps {
  text: string | null | undefined;
  as?: 'div' | 'p' | 'span';
  className?: string;
}

/** A venue-supplied text (intro, conditions, policy): sanitised, links and line breaks only. */
export function VenueText({ text, as: Tag = 'div', className }: VenueTextProps) {
  // The sanitised html is kept with the text it came from, so a new text never shows the old one.
  const [clean, setClean] = useState<{ text: string; html: string } | null>(null);
  const system = useContext(WidgetContext)?.system;
  const lang = system ? venueLanguage(system) : undefined;
  useEffect(() => {
    let live = true;
    if (text)
      void loadSanitizer().then((sanitize) => live && setClean({ text, html: sanitize(text) }));
    return () => {
      live = false;
    };
  }, [text]);
  if (!text || clean?.text !== text) return null;
  return <Tag className={className} lang={lang} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
